/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): the plain form for old clients and
 * the encoded one that current browsers prefer. Download names are slugs (`reportFileName`), so
 * the quoted form needs no escaping; quotes and backslashes are dropped anyway, so a name can
 * never break out of the header value.
 */
export function attachmentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
