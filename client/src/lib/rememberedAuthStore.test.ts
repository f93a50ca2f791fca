import PocketBase from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, RememberedAuthStore } from './rememberedAuthStore';

const record = { id: 'u1', collectionId: 'c1', collectionName: 'users', email: 'ana@example.cl' };

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('RememberedAuthStore', () => {
  it('keeps the session when a refresh answer arrives without a readable body', async () => {
    const store = new RememberedAuthStore();
    store.setRemember(false);
    store.save('token-1', record);
    const pb = new PocketBase('http://127.0.0.1:1', store);
    // A 200 whose body was cut off: the SDK reads it as {} and saves no token.
    const cutOff = () => Promise.resolve(new Response('{"token":"tok', { status: 200 }));
    await pb.collection('users').authRefresh({ fetch: cutOff, requestKey: null });
    expect(store.token).toBe('token-1');
    expect(new RememberedAuthStore().token).toBe('token-1');
    expect(new RememberedAuthStore().record?.email).toBe('ana@example.cl');
  });

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
