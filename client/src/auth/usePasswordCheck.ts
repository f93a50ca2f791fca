import { useState } from 'react';
import {
  checkPasswordsIn,
  type RegistrationPasswords,
  type RegistrationProblem,
} from './registrationValidation';

/** The new-password forms' check before any call: the problem shown under its field, if any. */
export function usePasswordCheck() {
  const [problem, setProblem] = useState<RegistrationProblem | null>(null);

  /** Whether the form's passwords may be sent; otherwise the field to fix gets the focus. */
  function passwordsOk(form: HTMLFormElement, passwords: RegistrationPasswords): boolean {
    const found = checkPasswordsIn(form, passwords);
    setProblem(found);
    return found === null;
  }

  return { problem, passwordsOk };
}
