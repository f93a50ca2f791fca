import { lazy } from 'react';

/*
 * The source viewer is loaded on its own, after the editor: with pdf.js it weighs more than the
 * rest of the app. Opening a saved report starts loading it (and pdf.js) at once, while the
 * report itself is read, so its first page shows sooner.
 */

const loadSourcePane = () => import('./SourcePane');

export const SourcePane = lazy(loadSourcePane);

export function preloadSourceViewer(): void {
  loadSourcePane().then(
    (viewer) => viewer.preloadPdfjs(),
    () => undefined,
  );
}
