import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readApiFailure } from '../lib/apiErrors';
import { usePocketBase } from '../lib/PocketBaseContext';
import { RememberedAuthStore } from '../lib/rememberedAuthStore';
import {
  AuthContext,
  type AuthContextValue,
  type PasswordChange,
  type Registration,
  type RegistrationOutcome,
} from './AuthContext';
import { toAuthUser, USERS_COLLECTION } from './authUser';

/** pb_hooks/accounts.pb.js: rotates the user's token key, which ends every token issued so far. */
const LOGOUT_PATH = '/api/accounts/logout';
const LOGOUT_TIMEOUT_MS = 10_000;

/** Open sign-up with e-mail verification refuses the first sign-in with a 403 until it is confirmed. */
function isUnverified(error: unknown): boolean {
  return readApiFailure(error)?.status === 403;
}

/** The server no longer accepts the stored session (token rejected, or the user is gone). */
function isRejectedSession(error: unknown): boolean {
  const status = readApiFailure(error)?.status;
  return status === 401 || status === 404;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const pb = usePocketBase();
  const store = pb.authStore;
  const [user, setUser] = useState(() => (store.isValid ? toAuthUser(store.record) : null));
  const [isLoading, setIsLoading] = useState(() => store.isValid);

  useEffect(() => {
    // Every session change (login, logout, refresh, another tab) goes through the store.
    const unsubscribe = store.onChange(() => setUser(store.isValid ? toAuthUser(store.record) : null));

    if (!store.isValid) {
      if (store.token) store.clear();
      return unsubscribe;
    }

    let active = true;
    pb.collection(USERS_COLLECTION)
      // requestKey null: StrictMode runs this effect twice and the SDK would cancel the first call.
      .authRefresh({ requestKey: null })
      .catch((error: unknown) => {
        // When the server is unreachable the stored session is kept: it may still be good.
        if (isRejectedSession(error)) store.clear();
      })
      .finally(() => {
        if (active) setIsLoading(false);
      });

    return () => {
      active = false;
      unsubscribe();
    };
  }, [pb, store]);

  const login = useCallback(
    async (email: string, password: string, remember: boolean) => {
      if (store instanceof RememberedAuthStore) store.setRemember(remember);
      await pb.collection(USERS_COLLECTION).authWithPassword(email, password);
    },
    [pb, store],
  );

  const register = useCallback(
    async ({ name, email, password, passwordConfirm }: Registration): Promise<RegistrationOutcome> => {
      await pb.collection(USERS_COLLECTION).create({ name, email, password, passwordConfirm });
      // A new account is signed in for this tab only, as when "Recordarme" is left unticked.
      if (store instanceof RememberedAuthStore) store.setRemember(false);
      try {
        await pb.collection(USERS_COLLECTION).authWithPassword(email, password);
        return 'signedIn';
      } catch (error) {
        if (isUnverified(error)) return 'verificationPending';
        throw error;
      }
    },
    [pb, store],
  );

  const changePassword = useCallback(
    async ({ oldPassword, password, passwordConfirm }: PasswordChange) => {
      const email = store.record?.email;
      const id = store.record?.id;
      if (typeof email !== 'string' || typeof id !== 'string') throw new Error('not signed in');
      await pb.collection(USERS_COLLECTION).update(id, { oldPassword, password, passwordConfirm });
      // PocketBase ended every token with the old password, this one too.
      await pb.collection(USERS_COLLECTION).authWithPassword(email, password);
    },
    [pb, store],
  );

  const logout = useCallback(() => {
    const token = store.token;
    // Signed out here at once; the revocation is best effort (an unreachable server keeps the
    // token alive until it expires, but this browser no longer holds it).
    store.clear();
    if (!token) return;
    void pb
      .send(LOGOUT_PATH, {
        method: 'POST',
        headers: { Authorization: token },
        requestKey: null,
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      })
      .catch(() => undefined);
  }, [pb, store]);

  const value = useMemo(
    () =>
      ({
        user,
        isAuthenticated: user !== null,
        isLoading,
        login,
        register,
        changePassword,
        logout,
      }) satisfies AuthContextValue,
    [user, isLoading, login, register, changePassword, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
