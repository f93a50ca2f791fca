import { ClientResponseError } from 'pocketbase';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePocketBase } from '../lib/PocketBaseContext';
import { AuthContext, type AuthContextValue, type Registration } from './AuthContext';
import { toAuthUser, USERS_COLLECTION } from './authUser';

/** The server no longer accepts the stored session (token rejected, or the user is gone). */
function isRejectedSession(error: unknown): boolean {
  return error instanceof ClientResponseError && (error.status === 401 || error.status === 404);
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
    async (email: string, password: string) => {
      await pb.collection(USERS_COLLECTION).authWithPassword(email, password);
    },
    [pb],
  );

  const register = useCallback(
    async ({ name, email, password, passwordConfirm }: Registration) => {
      await pb.collection(USERS_COLLECTION).create({ name, email, password, passwordConfirm });
      await pb.collection(USERS_COLLECTION).authWithPassword(email, password);
    },
    [pb],
  );

  const logout = useCallback(() => store.clear(), [store]);

  const value = useMemo(
    () =>
      ({
        user,
        isAuthenticated: user !== null,
        isLoading,
        login,
        register,
        logout,
      }) satisfies AuthContextValue,
    [user, isLoading, login, register, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
