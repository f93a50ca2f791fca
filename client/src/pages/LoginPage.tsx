import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { ACCOUNT_FORM_ERRORS } from '../lib/apiErrors';
import { useSignupOpen } from '../auth/useSignupOpen';
import { AuthLayout } from '../components/AuthLayout';
import { CheckboxField } from '../components/form/CheckboxField';
import { EmailField } from '../components/form/EmailField';
import { FormAlert } from '../components/form/FormAlert';
import { TextField } from '../components/form/TextField';
import { useFormSubmission } from '../components/form/useFormSubmission';
import './LoginPage.css';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Unticked by default: on a shared office computer the session ends with the tab.
  const [remember, setRemember] = useState(false);
  const { error, isSubmitting, submit } = useFormSubmission(ACCOUNT_FORM_ERRORS.login);
  // By invitation, there is no sign-up to offer.
  const signupOpen = useSignupOpen();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => {
      await login(email, password, remember);
      navigate('/', { replace: true });
    });
  }

  return (
    <AuthLayout
      title="Iniciar Sesión"
      subtitle="Ingresa a tu cuenta para continuar con tus estudios de títulos."
      footer={
        <>
          {signupOpen !== false && (
            <p>
              ¿No tienes una cuenta? <Link to="/register">Regístrate</Link>
            </p>
          )}
          <Link to="/">Volver al inicio</Link>
        </>
      }
    >
      <title>Iniciar Sesión — titulo360</title>
      <form className="form" onSubmit={handleSubmit}>
        <FormAlert message={error} />
        <EmailField value={email} onChange={setEmail} />
        <TextField
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <div className="login-page__options">
          <CheckboxField label="Recordarme" name="remember" checked={remember} onChange={setRemember} />
          <Link to="/recuperar-clave">¿Olvidaste tu contraseña?</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Iniciando...' : 'Iniciar Sesión'}
        </button>
      </form>
    </AuthLayout>
  );
}
