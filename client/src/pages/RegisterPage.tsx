import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../common/errors';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth, type Registration } from '../auth/AuthContext';
import { ACCOUNT_FORM_ERRORS } from '../lib/apiErrors';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { usePasswordCheck } from '../auth/usePasswordCheck';
import { useSignupOpen } from '../auth/useSignupOpen';
import { AuthLayout } from '../components/AuthLayout';
import { EmailField } from '../components/form/EmailField';
import { FormAlert } from '../components/form/FormAlert';
import { TextField } from '../components/form/TextField';
import { useFormSubmission } from '../components/form/useFormSubmission';

const EMPTY_REGISTRATION: Registration = { name: '', email: '', password: '', passwordConfirm: '' };

export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<Registration>(EMPTY_REGISTRATION);
  const { problem, passwordsOk } = usePasswordCheck();
  const { error, isSubmitting, submit, clearError } = useFormSubmission(ACCOUNT_FORM_ERRORS.registration);
  const [awaitingVerification, setAwaitingVerification] = useState(false);
  const signupOpen = useSignupOpen();

  function update(field: keyof Registration) {
    return (value: string) => setForm((current) => ({ ...current, [field]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearError();
    if (!passwordsOk(event.currentTarget, form)) return;
    await submit(async () => {
      if ((await register(form)) === 'verificationPending') setAwaitingVerification(true);
      else navigate('/', { replace: true });
    });
  }

  return (
    <AuthLayout
      title="Crear Cuenta"
      subtitle="Regístrate para analizar documentos y preparar estudios de títulos."
      footer={
        <>
          <p>
            ¿Ya tienes una cuenta? <Link to="/login">Inicia sesión</Link>
          </p>
          <Link to="/">Volver al inicio</Link>
        </>
      }
    >
      <title>Crear Cuenta — titulo360</title>
      {signupOpen === false ? (
        <p role="status">{MESSAGES.signupClosed}</p>
      ) : awaitingVerification ? (
        <p role="status">{MESSAGES.registrationNeedsVerification}</p>
      ) : (
        <form className="form" onSubmit={handleSubmit}>
          <FormAlert message={error} />
          <TextField
            label="Nombre"
            name="name"
            autoComplete="name"
            required
            value={form.name}
            onChange={update('name')}
          />
          <EmailField value={form.email} onChange={update('email')} />
          <NewPasswordFields
            values={form}
            problem={problem}
            onChange={(field, value) => update(field)(value)}
            labels={{ password: 'Contraseña', passwordConfirm: 'Confirmar Contraseña' }}
          />
          <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
            {isSubmitting ? 'Registrando...' : 'Crear Cuenta'}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
