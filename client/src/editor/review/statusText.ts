import { formatDateShort } from '../../../../common/format/dates';
import {
  UNSURE_CONFIDENCE,
  UNSURE_REASON_LABELS,
  type Provenance,
  type ScalarValue,
} from '../../../../common/record/provenance';
import type { ShownStatus } from './reviewStatuses';

/*
 * What a status mark says (#10 item 3): a colour (tone), an icon and a text, never the colour
 * alone; for a doubtful value, why, and what the other documents read.
 */

export type StatusTone = 'engine' | 'doubtful' | 'confirmed' | 'edited';

export interface StatusConflict {
  value: string;
  /** `tgr.pdf, pág. 1` */
  source: string;
}

export interface StatusDescription {
  tone: StatusTone;
  /** `Motor · dudoso`, `Confirmado por Ana Soto`. */
  title: string;
  /** Why the engine doubts it, or what happened to a confirmation. */
  details: string[];
  /** Where the value was read, shown for doubtful values beside the other readings. */
  source: string | null;
  conflicts: StatusConflict[];
}

const sourceText = (source: Pick<Provenance, 'file' | 'page'>) => `${source.file}, pág. ${source.page}`;

function valueText(value: ScalarValue): string {
  if (value === null || value === '') return '(vacío)';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return `«${value}»`;
}

const by = (name: string) => (name.trim() ? ` por ${name.trim()}` : '');

function unsureDetails(provenance: Provenance): string[] {
  const reasons: string[] = (provenance.unsure ?? []).map((reason) => UNSURE_REASON_LABELS[reason]);
  if (provenance.confidence < UNSURE_CONFIDENCE)
    reasons.push(`Confianza baja del motor (${Math.round(provenance.confidence * 100)} %)`);
  return reasons;
}

/** The mark of a value, or null for a value typed by hand (no source, no mark). */
export function describeStatus(status: ShownStatus): StatusDescription | null {
  const plain = { details: [], source: null, conflicts: [] };
  switch (status.kind) {
    case 'engine':
      if (status.sure) return { ...plain, tone: 'engine', title: 'Motor · alta confianza' };
      return {
        tone: 'doubtful',
        title: 'Motor · dudoso',
        details: unsureDetails(status.provenance),
        source: sourceText(status.provenance),
        conflicts: (status.provenance.conflicts ?? []).map((conflict) => ({
          value: valueText(conflict.value),
          source: sourceText(conflict),
        })),
      };
    case 'confirmed':
      return {
        ...plain,
        tone: 'confirmed',
        title: `Confirmado${by(status.mark.reviewerName)}, ${formatDateShort(status.mark.at)}`,
      };
    case 'edited':
      return {
        ...plain,
        tone: 'edited',
        title: `Editado${by(status.mark.reviewerName)}, ${formatDateShort(status.mark.at)}`,
      };
    case 'changed_after_confirmation':
      return {
        ...plain,
        tone: 'doubtful',
        title: 'Cambió después de confirmarse',
        details: [
          `Confirmado${by(status.mark.reviewerName)} el ${formatDateShort(status.mark.at)} con otro valor`,
        ],
      };
    case 'unsaved_edit':
      return { ...plain, tone: 'edited', title: 'Editado, sin guardar' };
    case 'manual':
      return null;
  }
}
