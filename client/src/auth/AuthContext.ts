import { createContext, useContext } from 'react';
import type { AuthUser } from './authUser';

export interface Registration {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

export interface AuthContextValue {
  user: AuthUser | null;
  isAuthenticated: boolean;
  /** True only while a stored session is being checked with the server at start-up. */
  isLoading: boolean;
  /** Rejects with the SDK's ClientResponseError on failure. */
  login: (email: string, password: string) => Promise<void>;
  /** Creates the account, then logs in with it. Rejects with the SDK's ClientResponseError on failure. */
  register: (registration: Registration) => Promise<void>;
  logout: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
