import type { AuthRecord } from 'pocketbase';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

export const USERS_COLLECTION = 'users';

function stringField(record: NonNullable<AuthRecord>, field: string): string {
  const value: unknown = record[field];
  return typeof value === 'string' ? value : '';
}

/** Only records of the users collection are app users (a superuser session is not). */
export function toAuthUser(record: AuthRecord): AuthUser | null {
  if (!record || record.collectionName !== USERS_COLLECTION) return null;
  return { id: record.id, email: stringField(record, 'email'), name: stringField(record, 'name') };
}

export function displayName(user: AuthUser): string {
  return user.name.trim() || user.email;
}
