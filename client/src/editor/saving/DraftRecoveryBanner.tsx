import { formatDateShort, formatTime } from '../../../../common/format/dates';
import type { DraftOffer } from './useLocalDraft';

/** The choice over a draft an earlier visit left unsaved: restore it or discard it. */
export function DraftRecoveryBanner({ offer }: { offer: DraftOffer }) {
  const { storedAt } = offer.draft;
  return (
    <section
      className="editor-banner editor-banner--warning draft-banner"
      aria-labelledby="draft-banner-title"
    >
      <h2 id="draft-banner-title" className="editor-banner__title">
        Hay un borrador sin guardar de este reporte
      </h2>
      <p>
        Quedó en este navegador el {formatDateShort(storedAt)} a las {formatTime(storedAt)} con cambios que no
        alcanzaron a guardarse. Puede recuperarlo (quedará como cambios sin guardar, revíselos y guarde) o
        descartarlo y seguir con el reporte guardado.
      </p>
      <div className="draft-banner__actions">
        <button type="button" className="button button--small button--primary" onClick={offer.restore}>
          Recuperar borrador
        </button>
        <button type="button" className="button button--small button--secondary" onClick={offer.discard}>
          Descartar
        </button>
      </div>
    </section>
  );
}
