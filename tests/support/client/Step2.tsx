import { useReducer } from 'react';
import { emptyFacts, type ReportFacts } from '../../../common/findings/facts';
import { emptyAnalysis } from '../../../common/record/analysis';
import type { ProvenanceMap } from '../../../common/record/provenance';
import type { Report } from '../../../common/report/schema';
import { markTarget, type MarksChange, type ReviewMark } from '../../../common/review/marks';
import { readReviewStatus, type StatusChange } from '../../../common/review/status';
import { fieldMark } from '../../factories/findings';
import { PocketBaseContext } from '../../../client/src/lib/PocketBaseContext';
import { createTestClient } from './testClient';
import { ResultsCard } from '../../../client/src/editor/ResultsCard';
import {
  editorReducer,
  initialEditorState,
  type EditorState,
} from '../../../client/src/editor/state/editorState';

/*
 * Step 2 as the editor page shows it, for component tests: the editor's own reducer behind it,
 * marks and status answered as the review endpoints answer them (reviewer Ana Soto).
 */

/** What the marks endpoint does with a change: stamps the reviewer, answers every mark. */
function storeMarks(stored: readonly ReviewMark[], change: MarksChange): ReviewMark[] {
  const touched = new Set([...(change.upsert ?? []), ...(change.remove ?? [])].map(markTarget));
  const kept = stored.filter((mark) => !touched.has(mark.kind === 'field' ? mark.path : mark.key));
  const added = (change.upsert ?? []).flatMap((input): ReviewMark[] =>
    input.kind === 'field' ? [fieldMark(input.path, input.value, input.state)] : [],
  );
  return [...kept, ...added];
}

function loadedState({
  data,
  provenance,
  facts,
}: {
  data: Report;
  provenance: ProvenanceMap;
  facts: ReportFacts;
}): EditorState {
  return editorReducer(initialEditorState('r1'), {
    type: 'loadSucceeded',
    report: {
      id: 'r1',
      name: 'Estudio',
      data,
      sourcePdfs: [],
      version: 1,
      analysis: { ...emptyAnalysis(), provenance, facts },
      marks: [],
      review: readReviewStatus({}),
      updated: null,
    },
  });
}

interface Step2Props {
  data: Report;
  /** The engine's provenance of the report's values (none: a report typed by hand). */
  provenance?: ProvenanceMap;
  /** The engine's facts beside the report (none: a report typed by hand). */
  facts?: ReportFacts;
  reviewer?: string;
  /** Told each status change before it is applied; a rejection refuses it. */
  onStatusChange?: (change: StatusChange) => Promise<void>;
}

export function Step2({
  data,
  provenance = {},
  facts = emptyFacts(),
  reviewer = 'Ana Soto',
  onStatusChange = () => Promise.resolve(),
}: Step2Props) {
  const [state, dispatch] = useReducer(editorReducer, { data, provenance, facts }, loadedState);
  return (
    <PocketBaseContext value={createTestClient()}>
      <ResultsCard
        state={state}
        busy={false}
        editor={{
          patchData: (patch) => dispatch({ type: 'dataPatched', patch }),
          setReviews: (reviews) => dispatch({ type: 'reviewsChanged', reviews }),
          save: () => Promise.resolve(true),
          download: () => Promise.resolve(),
          changeMarks: (change) => {
            dispatch({ type: 'marksChanged', marks: storeMarks(state.marks, change) });
            return Promise.resolve();
          },
          changeStatus: async (change) => {
            await onStatusChange(change);
            dispatch({
              type: 'reviewStatusChanged',
              review: readReviewStatus({
                review_status: change.status,
                review_status_by_name: reviewer,
                review_status_at: '2026-03-05 15:00:00.000Z',
              }),
              version: state.version + 1,
            });
          },
        }}
        reviewer={reviewer}
      />
    </PocketBaseContext>
  );
}
