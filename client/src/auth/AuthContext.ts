import { createContext, useContext } from 'react';
import type { AuthUser } from './authUser';

export interface Registration {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

/** After sign-up: signed in, or waiting for the new user to confirm their e-mail (open sign-up). */
export type RegistrationOutcome = 'signedIn' | 'verificationPending';

export interface PasswordChange {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

export interface AuthContextValue {
  user: AuthUser | null;
  isAuthenticated: boolean;
  /** True only while a stored session is being checked with the server at start-up. */
  isLoading: boolean;
  /**
   * `remember` ("Recordarme") keeps the session across browser restarts; otherwise it ends with
   * the tab. Rejects with the SDK's ClientResponseError on failure.
   */
  login: (email: string, password: string, remember: boolean) => Promise<void>;
  /** Creates the account, then logs in with it. Rejects with the SDK's ClientResponseError on failure. */
  register: (registration: Registration) => Promise<RegistrationOutcome>;
  /** Changes the signed-in user's password and signs in again with it (the old tokens end). */
  changePassword: (change: PasswordChange) => Promise<void>;
  /** Ends the session here at once and revokes its token (and the user's other sessions) on the server. */
  logout: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
