import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '../../../common/errors';
import { USERS_COLLECTION } from '../auth/authUser';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/form/FormAlert';
import { Spinner } from '../components/Spinner';
import { usePocketBase } from '../lib/PocketBaseContext';

const REQUEST_TIMEOUT_MS = 15_000;

type Verification = 'pending' | 'done' | 'failed';

/** `/verificar-email/:token`: the link of the e-mail sent on an open sign-up confirms the address. */
export function VerifyEmailPage() {
  const pb = usePocketBase();
  const { token = '' } = useParams();
  const [state, setState] = useState<Verification>('pending');

  useEffect(() => {
    let active = true;
    pb.collection(USERS_COLLECTION)
      // requestKey null: StrictMode runs this effect twice and the SDK would cancel the first call.
      .confirmVerification(token, { requestKey: null, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      .then(() => active && setState('done'))
      .catch(() => active && setState('failed'));
    return () => {
      active = false;
    };
  }, [pb, token]);

  return (
    <AuthLayout
      title="Confirmar email"
      subtitle="Confirmamos el email de su cuenta nueva."
      footer={<Link to="/">Volver al inicio</Link>}
    >
      <title>Confirmar email — titulo360</title>
      {state === 'pending' && <Spinner label="Confirmando..." />}
      {state === 'failed' && <FormAlert message={MESSAGES.emailVerificationFailed} />}
      {state === 'done' && <p role="status">{MESSAGES.emailVerified}</p>}
      {state !== 'pending' && (
        <Link to="/login" className="button button--primary button--block">
          Iniciar Sesión
        </Link>
      )}
    </AuthLayout>
  );
}
