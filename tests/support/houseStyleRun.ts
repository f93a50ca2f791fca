import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractDocument, type ExtractedDocument } from '../../server/analysis/engine/extractDocument';
import { isUnsure, type Provenance } from '../../common/record/provenance';
import { documentFromPages, ocrDocumentFromPages } from './engineDocuments';
import { DOUBTFUL, type HouseStyle } from './fixtureSets';

/** Whether a value the reader should doubt is blank or carries a doubtful provenance. */
export function doubtedOrBlank(actual: unknown, source: Provenance | undefined): boolean {
  const blank = actual === null || actual === undefined || actual === '';
  return blank || (source !== undefined && isUnsure(source));
}

/** What a reader gives for the report (or, for notes-only certificates, its own data). */
function reportValue(extracted: ExtractedDocument): unknown {
  switch (extracted.type) {
    case 'matrimonio':
      return extracted.result.value.certificate;
    case 'deuda_tgr':
      return extracted.result.value.certificate;
    default:
      return extracted.result.value;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaves of the expected value with their paths (`contribuyente.nombre`). */
function leaves(value: unknown, path: string): [string, unknown][] {
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [[path, value]];
}

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((item, key) => (isRecord(item) ? item[key] : undefined), value);
}

export interface HouseStyleResult {
  name: string;
  typeRight: boolean;
  predictedType: string;
  fields: { path: string; expected: unknown; actual: unknown; right: boolean }[];
  /** The expected doubts and notes, each found or not. */
  checks: { what: string; right: boolean }[];
}

/** Classifies and reads one house-style text; fields are read with the expected type's reader. */
export function runHouseStyle(style: HouseStyle): HouseStyleResult {
  const pages = style.text.split('\f');
  const document = style.ocr
    ? ocrDocumentFromPages(`${style.name}.pdf`, pages, style.ocr)
    : documentFromPages(`${style.name}.pdf`, pages);
  const classification = classifyDocument(document);
  const extracted = extractDocument(style.type, document);
  const value = extracted ? reportValue(extracted) : undefined;
  const provenance = extracted?.result.provenance ?? {};
  const notes = extracted?.result.notes ?? [];
  const checks = [
    ...(style.unsure ?? []).map((path) => {
      const source = provenance[path];
      const right = source !== undefined && isUnsure(source) && source.unsure?.includes('ocr_low_confidence');
      return { what: `${path} marked ocr_low_confidence`, right: right === true };
    }),
    ...(style.notes ?? []).map((note) => ({
      what: `note ${String(note)}`,
      right: notes.some((text) => note.test(text)),
    })),
  ];
  return {
    name: style.name,
    typeRight: classification.type === style.type,
    predictedType: classification.type,
    fields: leaves(style.expected, '').map(([path, expected]) => {
      const actual = at(value, path);
      const right =
        expected === DOUBTFUL
          ? doubtedOrBlank(actual, provenance[path])
          : JSON.stringify(actual) === JSON.stringify(expected);
      return { path, expected, actual, right };
    }),
    checks,
  };
}
