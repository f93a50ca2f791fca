import { useCallback, useEffect, useState } from 'react';
import { usePocketBase } from '../lib/PocketBaseContext';
import { listReports, type ReportListQuery, type ReportListRow } from './reportList';

export type ReportListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; reports: ReportListRow[]; query: ReportListQuery };

export interface ReportList {
  state: ReportListState;
  reload: () => void;
  /** Reads the list again keeping the rows on screen meanwhile (an analysis ended). */
  refresh: () => void;
  /** Drops a report from the list after the server deleted it. */
  removeFromList: (id: string) => void;
}

/**
 * The user's reports for a search and sort, one request each (list columns only). While a new
 * query runs the previous rows stay on screen; an answer that arrives after a newer query started
 * is dropped.
 */
export function useReportList(query: ReportListQuery): ReportList {
  const pb = usePocketBase();
  const [state, setState] = useState<ReportListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { search, sort } = query;

  useEffect(() => {
    let active = true;
    listReports(pb, { search, sort }).then(
      (reports) => {
        if (active) setState({ status: 'ready', reports, query: { search, sort } });
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [pb, search, sort, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);

  const removeFromList = useCallback((id: string) => {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, reports: current.reports.filter((report) => report.id !== id) }
        : current,
    );
  }, []);

  return { state, reload, refresh, removeFromList };
}
