import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { ACCOUNT_FORM_ERRORS, apiErrorMessage } from '../lib/apiErrors';
import { useSignupOpen } from '../auth/useSignupOpen';
import { AuthLayout } from '../components/AuthLayout';
import { CheckboxField } from '../components/form/CheckboxField';
import { FormAlert } from '../components/form/FormAlert';
import { TextField } from '../components/form/TextField';
import './LoginPage.css';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Unticked by default: on a shared office computer the session ends with the tab.
  const [remember, setRemember] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // By invitation, there is no sign-up to offer.
  const signupOpen = useSignupOpen();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setIsSubmitting(true);
    try {
      await login(email, password, remember);
      navigate('/', { replace: true });
    } catch (caught) {
      setError(apiErrorMessage(caught, ACCOUNT_FORM_ERRORS.login));
      setIsSubmitting(false);
    }
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
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
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
