import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../common/errors';
import { useAuth, type PasswordChange } from '../auth/AuthContext';
import { ACCOUNT_FORM_ERRORS } from '../lib/apiErrors';
import { MIN_PASSWORD_LENGTH } from '../auth/passwordPolicy';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { usePasswordCheck } from '../auth/usePasswordCheck';
import { FormAlert } from '../components/form/FormAlert';
import { TextField } from '../components/form/TextField';
import { useFormSubmission } from '../components/form/useFormSubmission';

const EMPTY: PasswordChange = { oldPassword: '', password: '', passwordConfirm: '' };

/** The signed-in user's password, changed with the current one; other sessions end with it. */
export function ChangePasswordForm() {
  const { changePassword } = useAuth();
  const [form, setForm] = useState<PasswordChange>(EMPTY);
  const { problem, passwordsOk } = usePasswordCheck();
  const { error, isSubmitting, submit, clearError } = useFormSubmission(ACCOUNT_FORM_ERRORS.changePassword);
  const [changed, setChanged] = useState(false);

  function update(field: keyof PasswordChange) {
    return (value: string) => {
      setChanged(false);
      setForm((current) => ({ ...current, [field]: value }));
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearError();
    setChanged(false);
    if (!passwordsOk(event.currentTarget, form)) return;
    await submit(async () => {
      await changePassword(form);
      setForm(EMPTY);
      setChanged(true);
    });
  }

  return (
    <form className="form" onSubmit={handleSubmit} aria-labelledby="change-password-heading">
      <FormAlert message={error} />
      {changed && <p role="status">{MESSAGES.passwordChanged}</p>}
      <TextField
        label="Contraseña actual"
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        required
        value={form.oldPassword}
        onChange={update('oldPassword')}
      />
      <NewPasswordFields
        values={form}
        problem={problem}
        onChange={(field, value) => update(field)(value)}
        hint={`Mínimo ${MIN_PASSWORD_LENGTH} caracteres. Al cambiarla se cierran sus sesiones en otros equipos.`}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Cambiando...' : 'Cambiar contraseña'}
      </button>
    </form>
  );
}
