import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../common/errors';
import { USERS_COLLECTION } from '../auth/authUser';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/form/FormAlert';
import { EmailField } from '../components/form/EmailField';
import { usePocketBase } from '../lib/PocketBaseContext';

const REQUEST_TIMEOUT_MS = 15_000;

/** `/recuperar-clave`: asks PocketBase to e-mail a reset link; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const pb = usePocketBase();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setIsSubmitting(true);
    try {
      await pb
        .collection(USERS_COLLECTION)
        .requestPasswordReset(email, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      setSent(true);
    } catch {
      setError(MESSAGES.passwordResetRequestFailed);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title="Recuperar contraseña"
      subtitle="Ingrese el email de su cuenta y le enviaremos un enlace para elegir una contraseña nueva."
      footer={<Link to="/login">Volver a iniciar sesión</Link>}
    >
      <title>Recuperar contraseña — titulo360</title>
      {sent ? (
        <p role="status">{MESSAGES.passwordResetRequested}</p>
      ) : (
        <form className="form" onSubmit={handleSubmit}>
          <FormAlert message={error} />
          <EmailField value={email} onChange={setEmail} />
          <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar enlace'}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
