import { chileCalendarDate, chileMidnight, toInstant } from '../format/chileTime';
import type { Report } from './schema';

/*
 * The study date (#20): the day certificate ages and findings are judged on, stored in the
 * report's `output` as `study_date` like every other date (midnight in Chile, SPEC §5). The first
 * analysis sets it to its own day; the lawyer may move it in the editor.
 */

/** The study date of a study made at `instant`: that day in Chile. */
export function studyDateOn(instant: Date): string {
  return chileMidnight(chileCalendarDate(instant)).toISOString();
}

/**
 * The report with a study date: its own, else the day the record was created (the first analysis
 * of a report stored before #20), else the day of its analysis (`today`).
 */
export function withStudyDate(report: Report, created: string | undefined): Report {
  if (report.study_date !== undefined) return report;
  const instant = (created && toInstant(created)) || (report.today && toInstant(report.today)) || null;
  return instant ? { ...report, study_date: studyDateOn(instant) } : report;
}
