import { Link } from 'react-router-dom';
import './NotFoundPage.css';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <title>Página no encontrada — titulo360</title>
      <p className="not-found__code">404</p>
      <h1>Página no encontrada</h1>
      <p>La página que buscas no existe o fue movida.</p>
      <Link to="/" className="button button--primary">
        Volver al inicio
      </Link>
    </main>
  );
}
