export const MIN_PASSWORD_LENGTH = 8;

// PocketBase counts characters (runes), not UTF-16 code units, so the client does the same.
export function passwordLength(password: string): number {
  return Array.from(password).length;
}
