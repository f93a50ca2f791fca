import { afterEach, describe, expect, it, vi } from 'vitest';
import { askToNotifyAnalyses, notifyAnalysisEnd } from './analysisNotification';

/** The browser's Notification API as a test sees it: what was shown, and a chosen permission. */
function browserNotifications(permission: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
  // A constructor, as `new Notification(…)` needs, with the API's static members.
  const FakeNotification = Object.assign(
    vi.fn(function (title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }),
    { permission, requestPermission },
  );
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

function tabHidden(hidden: boolean) {
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(hidden);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('analysis notifications', () => {
  it('asks for permission only while the browser has not been asked', () => {
    const fresh = browserNotifications('default');
    askToNotifyAnalyses();
    expect(fresh.requestPermission).toHaveBeenCalledTimes(1);
    const refused = browserNotifications('denied');
    askToNotifyAnalyses();
    expect(refused.requestPermission).not.toHaveBeenCalled();
  });

  it('tells a user in another tab that the report is ready, or why it did not end', () => {
    const { shown } = browserNotifications('granted');
    tabHidden(true);
    notifyAnalysisEnd({ outcome: 'done', reportName: 'Reporte 26-11-2026', refused: 2 });
    notifyAnalysisEnd({ outcome: 'failed', message: 'Error al procesar el análisis' });
    expect(shown).toEqual([
      {
        title: 'Análisis completado',
        options: expect.objectContaining({
          body: '«Reporte 26-11-2026» está listo para revisar. 2 archivos no se analizaron.',
        }),
      },
      {
        title: 'El análisis no terminó',
        options: expect.objectContaining({ body: 'Error al procesar el análisis' }),
      },
    ]);
  });

  it('shows nothing to a user looking at the tab, nor without permission', () => {
    const granted = browserNotifications('granted');
    tabHidden(false);
    notifyAnalysisEnd({ outcome: 'done', reportName: 'R', refused: 0 });
    expect(granted.shown).toEqual([]);
    const denied = browserNotifications('denied');
    tabHidden(true);
    notifyAnalysisEnd({ outcome: 'done', reportName: 'R', refused: 0 });
    expect(denied.shown).toEqual([]);
  });
});
