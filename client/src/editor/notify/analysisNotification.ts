/*
 * The browser's own notification when an analysis ends while the user is in another tab or
 * window (issue 21): the in-app banner tells those who stayed. Permission is asked once, in the
 * click that starts an analysis (browsers only ask during a user gesture); nothing is shown
 * without it.
 */

const TAG = 'titulo360-analysis';

const notifications = (): typeof Notification | undefined =>
  typeof Notification === 'undefined' ? undefined : Notification;

/** Asks whether the browser may notify the end of analyses; call it within the starting click. */
export function askToNotifyAnalyses(): void {
  const api = notifications();
  if (api?.permission !== 'default') return;
  api
    .requestPermission()
    .catch((error: unknown) => console.warn('No se pudo pedir permiso para avisar', error));
}

export type AnalysisEnd =
  { outcome: 'done'; reportName: string; refused: number } | { outcome: 'failed'; message: string };

function notificationText(end: AnalysisEnd): { title: string; body: string } {
  if (end.outcome === 'failed') return { title: 'El análisis no terminó', body: end.message };
  const left =
    end.refused === 0
      ? ''
      : ` ${end.refused === 1 ? 'Un archivo no se analizó' : `${end.refused} archivos no se analizaron`}.`;
  return { title: 'Análisis completado', body: `«${end.reportName}» está listo para revisar.${left}` };
}

/** Tells a user who is looking elsewhere that the analysis ended, when the browser allows it. */
export function notifyAnalysisEnd(end: AnalysisEnd): void {
  const api = notifications();
  if (api?.permission !== 'granted' || !document.hidden) return;
  const { title, body } = notificationText(end);
  new api(title, { body, tag: TAG, lang: 'es-CL' });
}
