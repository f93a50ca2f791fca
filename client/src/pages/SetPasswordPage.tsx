import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '../../../common/errors';
import { ACCOUNT_FORM_ERRORS } from '../lib/apiErrors';
import { USERS_COLLECTION } from '../auth/authUser';
import { usePasswordCheck } from '../auth/usePasswordCheck';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/form/FormAlert';
import { useFormSubmission } from '../components/form/useFormSubmission';
import { usePocketBase } from '../lib/PocketBaseContext';

const REQUEST_TIMEOUT_MS = 15_000;

const TEXTS = {
  reset: {
    title: 'Restablecer contraseña',
    subtitle: 'Elija una contraseña nueva para su cuenta.',
    done: MESSAGES.passwordResetDone,
  },
  activation: {
    title: 'Activar su cuenta',
    subtitle: 'Elija la contraseña con la que ingresará a titulo360.',
    done: MESSAGES.accountActivated,
  },
} as const;

/**
 * `/restablecer-clave/:token` (the reset e-mail) and `/activar-cuenta/:token` (an administrator's
 * invitation): both set the password with PocketBase's reset token, which also ends every session
 * opened with the old one.
 */
export function SetPasswordPage({ purpose }: { purpose: keyof typeof TEXTS }) {
  const pb = usePocketBase();
  const { token = '' } = useParams();
  const texts = TEXTS[purpose];
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const { problem, passwordsOk } = usePasswordCheck();
  const { error, isSubmitting, submit, clearError } = useFormSubmission(ACCOUNT_FORM_ERRORS.setPassword);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearError();
    if (!passwordsOk(event.currentTarget, { password, passwordConfirm })) return;
    await submit(async () => {
      await pb.collection(USERS_COLLECTION).confirmPasswordReset(token, password, passwordConfirm, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      setDone(true);
    });
  }

  return (
    <AuthLayout
      title={texts.title}
      subtitle={texts.subtitle}
      footer={<Link to="/recuperar-clave">Pedir un enlace nuevo</Link>}
    >
      <title>{`${texts.title} — titulo360`}</title>
      {done ? (
        <div className="form">
          <p role="status">{texts.done}</p>
          <Link to="/login" className="button button--primary button--block">
            Iniciar Sesión
          </Link>
        </div>
      ) : (
        <form className="form" onSubmit={handleSubmit}>
          <FormAlert message={error} />
          <NewPasswordFields
            values={{ password, passwordConfirm }}
            problem={problem}
            onChange={(field, value) => (field === 'password' ? setPassword : setPasswordConfirm)(value)}
          />
          <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
            {isSubmitting ? 'Guardando...' : 'Guardar contraseña'}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
