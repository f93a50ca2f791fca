import { useCallback, useEffect, useState } from 'react';
import { usePocketBase } from '../lib/PocketBaseContext';
import { listReports, type ReportListRow } from './reportList';

export type ReportListState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; reports: ReportListRow[] };

export interface ReportList {
  state: ReportListState;
  reload: () => void;
  /** Drops a report from the list after the server deleted it. */
  removeFromList: (id: string) => void;
}

export function useReportList(): ReportList {
  const pb = usePocketBase();
  const [state, setState] = useState<ReportListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    listReports(pb).then(
      (reports) => {
        if (active) setState({ status: 'ready', reports });
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [pb, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const removeFromList = useCallback((id: string) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', reports: current.reports.filter((report) => report.id !== id) }
        : current,
    );
  }, []);

  return { state, reload, removeFromList };
}
