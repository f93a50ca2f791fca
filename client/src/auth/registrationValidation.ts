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

/** The same checks on a submitted form; the field that needs fixing gets the focus, for keyboard and screen-reader users. */
export function checkPasswordsIn(
  form: HTMLFormElement,
  passwords: RegistrationPasswords,
): RegistrationProblem | null {
  const found = validateRegistration(passwords);
  const input = found ? form.elements.namedItem(found.field) : null;
  if (input instanceof HTMLInputElement) input.focus();
  return found;
}
