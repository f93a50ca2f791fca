import { BaseAuthStore, type AuthRecord } from 'pocketbase';

/** The key the SDK's LocalAuthStore used, so sessions kept before this store carry on. */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

interface StoredSession {
  token: string;
  record: AuthRecord;
}

function isAuthRecord(value: unknown): value is NonNullable<AuthRecord> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'id') === 'string' &&
    typeof Reflect.get(value, 'collectionName') === 'string'
  );
}

function readSession(storage: Storage, key: string): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const token: unknown = Reflect.get(parsed, 'token');
    // Older SDK versions stored the record as `model`.
    const record: unknown = Reflect.get(parsed, 'record') ?? Reflect.get(parsed, 'model');
    if (typeof token !== 'string') return null;
    return { token, record: isAuthRecord(record) ? record : null };
  } catch {
    return null;
  }
}

/**
 * "Recordarme": a remembered session is kept in localStorage (it survives closing the browser and
 * is shared by the tabs); otherwise in sessionStorage, which the browser forgets with the tab, as
 * it should on an office computer others use.
 */
export class RememberedAuthStore extends BaseAuthStore {
  private remember: boolean;

  constructor(private readonly key = AUTH_STORAGE_KEY) {
    super();
    const kept = readSession(window.localStorage, key);
    const session = kept ?? readSession(window.sessionStorage, key);
    this.remember = kept !== null;
    if (session) super.save(session.token, session.record);
    // A remembered session signed in or out in another tab.
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== window.localStorage || event.key !== key) return;
      const changed = readSession(window.localStorage, key);
      if (changed) super.save(changed.token, changed.record);
      else if (this.remember) super.clear();
    });
  }

  /** Applies to the next sign-in; a refreshed token stays where its session is. */
  setRemember(remember: boolean): void {
    this.remember = remember;
  }

  override save(token: string, record?: AuthRecord): void {
    // The SDK saves whatever an auth answer's body held, and reads a body it could not read
    // (cut off as the page unloads mid-refresh) as {}: no token. Keeping the session then is
    // right; a session the server rejects is cleared on purpose (AuthProvider), never this way.
    if (!token) return;
    super.save(token, record);
    const [target, other] = this.remember
      ? [window.localStorage, window.sessionStorage]
      : [window.sessionStorage, window.localStorage];
    other.removeItem(this.key);
    target.setItem(this.key, JSON.stringify({ token, record: record ?? null }));
  }

  override clear(): void {
    super.clear();
    window.localStorage.removeItem(this.key);
    window.sessionStorage.removeItem(this.key);
  }
}
