import { useParams } from 'react-router-dom';
import { AppHeader } from '../components/AppHeader';
import './ReportEditorPage.css';

/** One screen, two modes: /reports/new (no id) and /reports/:id (an existing report). */
export function ReportEditorPage() {
  const { id } = useParams();
  const title = id ? 'Editor de Reporte' : 'Nuevo Reporte';

  return (
    <>
      <title>{`${title} — titulo360`}</title>
      <AppHeader title={title} showBackLink />
      <main className="page-container">
        <section className="card report-editor__step" aria-labelledby="editor-step-heading">
          <h2 id="editor-step-heading">{id ? 'Editando Reporte Existente' : 'Cargar Documentos'}</h2>
          <p className="report-editor__note">El editor de reportes estará disponible próximamente.</p>
        </section>
      </main>
    </>
  );
}
