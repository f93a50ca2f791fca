import { MESSAGES } from '../../../common/errors';
import { MIN_PASSWORD_LENGTH, passwordLength } from './passwordPolicy';

export interface RegistrationPasswords {
  password: string;
  passwordConfirm: string;
}

export interface RegistrationProblem {
  field: keyof RegistrationPasswords;
  message: string;
}

/** Checks run before any call to the server, in the order the SPEC gives them. */
export function validateRegistration({
  password,
  passwordConfirm,
}: RegistrationPasswords): RegistrationProblem | null {
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) {
    return { field: 'password', message: MESSAGES.passwordTooShort };
  }
  if (password !== passwordConfirm) {
    return { field: 'passwordConfirm', message: MESSAGES.passwordMismatch };
  }
  return null;
}
