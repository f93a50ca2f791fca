/** PocketBase stores an upload as `{name}_{10 random characters}.{ext}`. */
const POCKETBASE_SUFFIX = /_[a-z0-9]{10}(\.[^.]+)$/i;

/** The uploaded name as the user chose it: `escritura_a1b2c3d4e5.pdf` → `escritura.pdf`. */
export function displayFileName(storedName: string): string {
  return storedName.replace(POCKETBASE_SUFFIX, '$1');
}

/** The record's `source_pdfs` field (a name, a list of names, or nothing) as display names. */
export function sourceFileNames(field: unknown): string[] {
  const names = Array.isArray(field) ? field : [field];
  return names.filter((name): name is string => typeof name === 'string' && name !== '').map(displayFileName);
}
