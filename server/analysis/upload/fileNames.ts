/**
 * PocketBase keeps at most the last 300 bytes of an uploaded name, cutting wherever that falls,
 * even inside a character (a name of 300 `ñ` then fails to store). Names are cut here first, on
 * whole characters and well below that, keeping the extension.
 */
export const MAX_NAME_BYTES = 200;
const MAX_EXTENSION_BYTES = 20;

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** The longest start of `text` within `maxBytes` of UTF-8, never splitting a character. */
function cutToBytes(text: string, maxBytes: number): string {
  let kept = '';
  let bytes = 0;
  for (const character of text) {
    bytes += utf8Length(character);
    if (bytes > maxBytes) break;
    kept += character;
  }
  return kept;
}

/**
 * The name a received file is analysed and stored under: composed (NFC), without folders or
 * control characters, at most MAX_NAME_BYTES of UTF-8 with its extension kept.
 */
export function storableFileName(received: string): string {
  const base = (received.normalize('NFC').split(/[/\\]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  const name = base === '' || base === '.' || base === '..' ? 'documento.pdf' : base;
  if (utf8Length(name) <= MAX_NAME_BYTES) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && utf8Length(name.slice(dot)) <= MAX_EXTENSION_BYTES ? name.slice(dot) : '';
  const stem = extension ? name.slice(0, dot) : name;
  return cutToBytes(stem, MAX_NAME_BYTES - utf8Length(extension)).trimEnd() + extension;
}
