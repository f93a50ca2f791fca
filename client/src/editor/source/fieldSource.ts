import { specDefaultAt } from '../../../../common/documents/fieldDefaults';
import { formatDateLong, formatDateShort } from '../../../../common/format/dates';
import type {
  Provenance,
  ProvenanceBox,
  ProvenanceMap,
  ScalarValue,
} from '../../../../common/record/provenance';
import { parsePath, pathAndAncestors, sameValue, valueAt } from '../../../../common/record/paths';
import { reportFieldName } from '../../../../common/report/fieldLabels';
import { fieldStatus } from '../../../../common/review/fieldStatus';
import { fieldMarks, type ReviewMark } from '../../../../common/review/marks';

/*
 * What the source viewer shows for one field of the report: where its value was read (file, page,
 * the words' boxes, what to look for on the page), or why it has no source.
 */

/** A place in a source PDF to show and highlight. */
export interface SourceLocation {
  /** The uploaded file's name, as provenance and `analysis.files` keep it. */
  file: string;
  /** 1-based. */
  page: number;
  /** The words' boxes on that page (PDF points); empty when the engine recorded none. */
  boxes: readonly ProvenanceBox[];
  /** The words around the value, to place it on the page when there are no boxes. */
  snippet: string;
  /** The value as it may be printed, most likely first, for the same purpose. */
  needles: readonly string[];
}

/** Another document's reading of the value, when they disagree. */
export interface OtherReading {
  value: string;
  location: SourceLocation;
}

export type FieldSource =
  | {
      kind: 'source';
      field: string;
      location: SourceLocation;
      /** Who confirmed the value, or that it changed since; null for a value only the engine read. */
      note: string | null;
      others: readonly OtherReading[];
    }
  | { kind: 'none'; field: string; message: string };

export interface FieldSourceInput {
  report: unknown;
  /** The report as last loaded or saved: a tracked value that differs from it is an unsaved edit. */
  saved: unknown;
  provenance: ProvenanceMap;
  marks: readonly ReviewMark[];
  now: Date;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;

/** How a value of the report may be printed in its document: dates and numbers in their usual forms. */
export function valueNeedles(value: unknown): string[] {
  if (typeof value === 'number') return [String(value)];
  if (typeof value !== 'string' || value.trim() === '') return [];
  if (ISO_DATE.test(value)) {
    const short = formatDateShort(value);
    return [short, short.replaceAll('-', '/'), formatDateLong(value)].filter(Boolean);
  }
  return [value.trim()];
}

function location(
  source: { file: string; page: number; snippet: string; boxes?: ProvenanceBox[] | undefined },
  value: unknown,
): SourceLocation {
  return {
    file: source.file,
    page: source.page,
    boxes: source.boxes ?? [],
    snippet: source.snippet,
    needles: valueNeedles(value),
  };
}

function shownValue(value: ScalarValue): string {
  if (value === null || value === '') return 'sin valor';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  return valueNeedles(value)[0] ?? String(value);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false;
}

/** `Editado por Ana Pérez, 5 de marzo de 2026`. */
function byWhom(verb: string, name: string, at: string): string {
  return `${verb} por ${name || 'un usuario'}, ${formatDateLong(at)}`;
}

function sourceOf(field: string, provenance: Provenance, value: unknown, note: string | null): FieldSource {
  const others = (provenance.conflicts ?? []).map((conflict) => ({
    value: shownValue(conflict.value),
    location: location(conflict, conflict.value),
  }));
  return { kind: 'source', field, location: location(provenance, value), note, others };
}

/**
 * What the viewer shows for the field at `path`. A field with no provenance of its own takes that
 * of the nearest enclosing value the engine read whole (an owner `propietarios[0]` read as one
 * phrase gives its name and RUT their source), and that value's marks.
 */
export function fieldSource(path: string, input: FieldSourceInput): FieldSource {
  const field = reportFieldName(parsePath(path) ?? [path]);
  const value = valueAt(input.report, path);
  const marks = fieldMarks(input.marks);
  const tracked = pathAndAncestors(path).find(
    (candidate) => candidate in input.provenance || marks.has(candidate),
  );
  if (tracked !== undefined && !sameValue(value, valueAt(input.saved, path))) {
    return { kind: 'none', field, message: 'Editado, sin guardar: la fuente del documento ya no aplica' };
  }
  const status = fieldStatus(tracked ?? path, input.report, input.provenance, marks);
  switch (status.kind) {
    case 'edited':
      return { kind: 'none', field, message: byWhom('Editado', status.mark.reviewerName, status.mark.at) };
    case 'manual': {
      const fallback = specDefaultAt(path, input.now);
      const message =
        fallback !== undefined && sameValue(value, fallback)
          ? 'Valor por defecto'
          : isBlank(value)
            ? 'Sin fuente: campo vacío'
            : 'Sin fuente: ingresado a mano';
      return { kind: 'none', field, message };
    }
    case 'engine':
      return sourceOf(field, status.provenance, value, null);
    case 'confirmed':
    case 'changed_after_confirmation': {
      const { reviewerName, at } = status.mark;
      const note =
        status.kind === 'confirmed'
          ? byWhom('Confirmado', reviewerName, at)
          : `Cambió después de la confirmación de ${reviewerName || 'un usuario'}`;
      return status.provenance
        ? sourceOf(field, status.provenance, value, note)
        : { kind: 'none', field, message: note };
    }
  }
}
