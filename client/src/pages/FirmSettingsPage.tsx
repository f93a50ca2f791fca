import { AppHeader } from '../components/AppHeader';
import { FormAlert } from '../components/form/FormAlert';
import { Spinner } from '../components/Spinner';
import { ChangePasswordForm } from '../settings/ChangePasswordForm';
import { FirmSettingsForm } from '../settings/FirmSettingsForm';
import { StorageUsageCard } from '../settings/StorageUsageCard';
import { LOAD_FAILED, useFirmSettings } from '../settings/useFirmSettings';
import '../settings/firmSettings.css';

/** `/settings`: the firm printed on every deliverable (#11 item 5), the user's password (#20) and the account's storage (#21). */
export function FirmSettingsPage() {
  const { state, reload, save } = useFirmSettings();
  return (
    <>
      <title>Datos del estudio — titulo360</title>
      <AppHeader title="Datos del estudio" showBackLink />
      <main className="page-container firm-settings-page">
        <section className="card" aria-labelledby="firm-settings-heading">
          <h2 id="firm-settings-heading">Estudio jurídico que firma los informes</h2>
          <p className="firm-settings-page__intro">
            Estos datos aparecen en la portada, el encabezado, el pie y el bloque de firma de cada informe PDF
            y DOCX que descargue. Solo usted puede verlos y cambiarlos.
          </p>
          {state.status === 'loading' && <Spinner label="Cargando datos del estudio..." />}
          {state.status === 'error' && (
            <div className="firm-settings-page__error">
              <FormAlert message={LOAD_FAILED} />
              <button type="button" className="button button--secondary" onClick={reload}>
                Reintentar
              </button>
            </div>
          )}
          {state.status === 'ready' && <FirmSettingsForm stored={state.stored} onSave={save} />}
        </section>
        <section className="card" aria-labelledby="change-password-heading">
          <h2 id="change-password-heading">Cambiar contraseña</h2>
          <ChangePasswordForm />
        </section>
        <StorageUsageCard />
      </main>
    </>
  );
}
