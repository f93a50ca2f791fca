import { TextField } from '../components/form/TextField';
import { MIN_PASSWORD_LENGTH } from './passwordPolicy';
import type { RegistrationPasswords, RegistrationProblem } from './registrationValidation';

/**
 * A new password and its confirmation, as sign-up, the invitation and reset pages and the change
 * in settings ask for it, with the problem `validateRegistration` found under its field.
 */
export function NewPasswordFields({
  values,
  problem,
  onChange,
  labels = { password: 'Nueva contraseña', passwordConfirm: 'Confirmar nueva contraseña' },
  hint = `Mínimo ${MIN_PASSWORD_LENGTH} caracteres.`,
}: {
  values: RegistrationPasswords;
  problem: RegistrationProblem | null;
  onChange: (field: keyof RegistrationPasswords, value: string) => void;
  labels?: Record<keyof RegistrationPasswords, string>;
  hint?: string;
}) {
  const errorOf = (field: keyof RegistrationPasswords) => (problem?.field === field ? problem.message : null);
  return (
    <>
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={hint}
        error={errorOf('password')}
        value={values.password}
        onChange={(value) => onChange('password', value)}
      />
      <TextField
        label={labels.passwordConfirm}
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
        error={errorOf('passwordConfirm')}
        value={values.passwordConfirm}
        onChange={(value) => onChange('passwordConfirm', value)}
      />
    </>
  );
}
