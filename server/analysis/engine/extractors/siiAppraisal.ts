import type { FiscalAppraisal } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { parseInteger } from '../text/amounts';
import { foldKeepingLength } from '../text/folded';
import type { FieldSearch } from '../text/labelledValues';
import { amountValue, cellValue, type Recognizer } from '../text/recognizers';
import { CertificateFields } from './certificateFields';
import { ADDRESS, COMUNA, COMUNA_WITH_ROL, ISSUE_DATE, ROL } from './propertyLabels';
import type { Extraction } from './types';

/** A destination as SII prints it: capitalised words up to the end of the cell or clause. */
const destinationValue: Recognizer<string> = (region) => {
  const cell = cellValue(region);
  if (!cell) return null;
  // "H - HABITACIONAL": SII's code letter before the destination's name.
  const code = /^[A-Z]{1,2}\s*[-–]\s*(?=\p{Lu}{3})/u.exec(cell.value)?.[0].length ?? 0;
  const value =
    cell.value
      .slice(code)
      .split(/[,;.(]/)[0]
      ?.trim() ?? '';
  if (value === '' || value.split(/\s+/).length > 5 || /\d/.test(value)) return null;
  return { value, start: cell.start + code, end: cell.start + code + value.length };
};

const DESTINATION: FieldSearch<string> = {
  labels: [
    /\bdestino\s+(?:(?:del|de\s+la)\s+(?:bien\s+raiz|inmueble|predio|propiedad)|principal)\b/,
    /\bdestino\b(?:\s+(?:actual|vigente))?/,
    /\buso\s+(?:del\s+inmueble|de\s+suelo)\b/,
  ],
  recognize: destinationValue,
};

/** "1er semestre 2025", "segundo semestre de 2025": the period an amount is for, part of its label. */
const SEMESTER = String.raw`(?:\s+(?:del?\s+|al\s+)?(?:\d\s*(?:er|do|°|º)?|primer|segundo)\s+semestre(?:\s+(?:de\s+|del\s+)?\d{4})?)?`;

const TOTAL: FieldSearch<number> = {
  labels: [
    new RegExp(
      String.raw`\bavaluo\s+(?:fiscal\s+)?total\b(?:\s+del\s+(?:predio|inmueble|bien\s+raiz))?(?:\s+(?:vigente|actual))?${SEMESTER}`,
    ),
    /\btotal\s+avaluo\b/,
    // "Avalúo vigente al 01-07-2025:": the date the amount is in force from is part of the label.
    /\bavaluo\s+(?:fiscal\s+)?(?:total\s+)?(?:vigente|actual)\s+al\s+(?:\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}\s*[°º]?\s+de\s+[a-z]+\s+(?:de\s+)?\d{4})(?=\s*:)/,
    new RegExp(
      String.raw`\bavaluo\s+fiscal(?:\s+(?:vigente|actual))?${SEMESTER}(?=\s*(?:\([^)\n]{1,8}\)\s*)?:)`,
    ),
    /\bavaluo\s+fiscal\b(?!\s+(?:simple|de\s+bienes))(?:\s+(?:vigente|actual))?/,
    // A bare "Avalúo" cell or label beside "Exento" and "Afecto" is the total.
    /\bavaluo\b(?=\s*:|\s{3,})/,
  ],
  recognize: amountValue,
};

const EXEMPT: FieldSearch<number> = {
  labels: [
    new RegExp(String.raw`\bavaluo\s+exento\b(?:\s+de\s+(?:impuestos?|contribuciones))?${SEMESTER}`),
    /\b(?:monto|parte|porcion)\s+exent[oa]\b/,
    /\bexent[oa]\b/,
    // "Exención habitacional (D.L. 17.235): $ …": the law's number is no amount.
    /\bexencion\b(?:\s+habitacional)?(?:\s*\([^)\n]{0,40}\))?/,
  ],
  recognize: amountValue,
};

const TAXED: FieldSearch<number> = {
  labels: [
    new RegExp(String.raw`\bavaluo\s+afecto\b(?:\s+a\s+(?:impuestos?|contribuciones))?${SEMESTER}`),
    /\b(?:monto|parte|porcion)\s+afect[oa]\b/,
    /\bafect[oa]\b/,
    // What the tax is computed on is the taxed part.
    /\b(?:base|avaluo)\s+imponible\b/,
  ],
  recognize: amountValue,
};

/**
 * "$ 56.846.995 corresponde a la parte exenta": an amount printed before the words that name it,
 * joined to them by lower-case words only (a capital would start the next labelled field).
 */
function amountBefore(fields: CertificateFields, path: string, words: RegExp): number | null {
  const { text } = fields.document;
  const folded = foldKeepingLength(text);
  const pattern = new RegExp(
    `\\$\\s*(\\d{1,3}(?:\\.\\d{3})+|\\d+)(?:(?!\\$)[^.;\\p{Lu}]){0,50}?${words.source}`,
    'gu',
  );
  const match = pattern.exec(folded);
  const value = match?.[1] ? parseInteger(match[1]) : null;
  if (!match || value === null) return null;
  fields.record.text(path, match.index, match[0].length, 0.75);
  return value;
}

/** Reads an SII certificado de avalúo fiscal (chilean-documents.md §7) in any layout. */
export function extractSiiAppraisal(document: DocumentText): Extraction<FiscalAppraisal> {
  const fields = new CertificateFields(document, [
    ...ISSUE_DATE.labels,
    ...ROL.labels,
    ...ADDRESS.labels,
    ...COMUNA.labels,
    ...DESTINATION.labels,
    ...TOTAL.labels,
    ...EXEMPT.labels,
    ...TAXED.labels,
  ]);
  const total = fields.read('avaluo_total', TOTAL);
  const exempt =
    fields.read('avaluo_exento', EXEMPT) ??
    amountBefore(fields, 'avaluo_exento', /(?:parte|porcion)\s+exenta|exento/);
  const taxed =
    fields.read('avaluo_afecto', TAXED) ??
    amountBefore(fields, 'avaluo_afecto', /(?:parte|porcion)\s+afecta|afecto/);
  const address =
    fields.read('direccion', ADDRESS) ??
    fields.read('direccion', { ...ADDRESS, recognize: cellValue, narrative: false });
  // A part the certificate does not print is the difference of the two it does: derived, not read.
  const derive = (path: string, from: string, value: number | null) => {
    if (value !== null) fields.record.derived(path, from);
    return value;
  };
  return {
    value: {
      fecha_emision: fields.issueDate('fecha_emision', ISSUE_DATE),
      rol_avaluo: fields.read('rol_avaluo', ROL),
      direccion: address,
      comuna: fields.read('comuna', COMUNA) ?? fields.read('comuna', COMUNA_WITH_ROL),
      destino: fields.read('destino', DESTINATION),
      avaluo_afecto:
        taxed ??
        derive('avaluo_afecto', 'avaluo_total', total !== null && exempt !== null ? total - exempt : null),
      avaluo_exento:
        exempt ??
        derive('avaluo_exento', 'avaluo_total', total !== null && taxed !== null ? total - taxed : null),
      avaluo_total:
        total ??
        derive('avaluo_total', 'avaluo_exento', exempt !== null && taxed !== null ? exempt + taxed : null),
    },
    provenance: fields.record.entries,
    notes: [],
  };
}
