import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, RememberedAuthStore } from './rememberedAuthStore';

const record = { id: 'u1', collectionId: 'c1', collectionName: 'users', email: 'ana@example.cl' };

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('RememberedAuthStore', () => {
  it('keeps a session not remembered for this tab only', () => {
    const store = new RememberedAuthStore();
    store.setRemember(false);
    store.save('token-1', record);
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(new RememberedAuthStore().token).toBe('token-1');
    window.sessionStorage.clear();
    expect(new RememberedAuthStore().token).toBe('');
  });

  it('keeps a remembered session across restarts, and its refreshed token too', () => {
    const store = new RememberedAuthStore();
    store.setRemember(true);
    store.save('token-1', record);
    window.sessionStorage.clear();
    const reopened = new RememberedAuthStore();
    expect(reopened.token).toBe('token-1');
    expect(reopened.record?.email).toBe('ana@example.cl');
    reopened.save('token-2', record);
    window.sessionStorage.clear();
    expect(new RememberedAuthStore().token).toBe('token-2');
  });

  it('moves the session when the choice changes and forgets it everywhere on clear', () => {
    const store = new RememberedAuthStore();
    store.setRemember(true);
    store.save('token-1', record);
    store.setRemember(false);
    store.save('token-2', record);
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    store.clear();
    expect(window.sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(new RememberedAuthStore().token).toBe('');
  });

  it('reads a session the previous store kept in localStorage', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'old', model: record }));
    const store = new RememberedAuthStore();
    expect(store.token).toBe('old');
    expect(store.record?.id).toBe('u1');
  });
});
