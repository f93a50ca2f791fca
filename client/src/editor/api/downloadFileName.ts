/**
 * The file name a `Content-Disposition` header gives: its UTF-8 `filename*` (RFC 6266), else its
 * quoted `filename`; null when it names none. The gateway names downloads from the report's name
 * (#20), so the browser saves them under the name the server chose.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] || null;
}
