import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';
import { foldLower } from '../text/folded';

/*
 * The sign after "N" in a value read by OCR (issue #17). Offices print the abbreviation of
 * "número" with the ordinal sign ("Nº 1845") or with the degree sign ("N° 1845"); tesseract reads
 * both as the degree sign, so on a worn copy the sign read says nothing of the sign printed. A
 * value holding it is doubtful unless a document printed as text (not read by OCR) gives the same
 * value with its sign: then the value is read as that document prints it. A value whose sign OCR
 * lost ("N 418") is doubtful too.
 */

/** "N" followed by either sign, as "N° 12", "Nº12", "n°" or "N °". */
const NUMBER_SIGN = /\bN\s?[°º]/giu;

/**
 * "N" before a number with its sign lost or read as a quote ("N' 745", "N 418"): a worn copy's
 * trace of "Nº" or "N°", whose sign no reading can restore.
 */
const LOST_SIGN = /\bN(?:['’´`]\s?|\s)(?=\d)/u;

/** Values that may print the sign: addresses, descriptions, names and the answers' details. */
const WITH_SIGN =
  /\.(?:domicilio|direccion|direccion_propiedad|descripcion_propiedad|propiedad|accion|vias_expropiacion_vial)$/;

/** True when the value holds "N" with a sign OCR may have read for the other. */
export function holdsNumberSign(value: string): boolean {
  return new RegExp(NUMBER_SIGN.source, 'iu').test(value);
}

/** The value's words with either sign written alike, to find the same value printed elsewhere. */
const withoutSign = (value: string) =>
  foldLower(value).replace(new RegExp(NUMBER_SIGN.source, 'giu'), 'n#').replace(/\s+/g, ' ').trim();

export interface SignReadings {
  /** Values read by OCR given the sign a text document prints the same value with: path → value. */
  read: Map<string, string>;
  /** Values read by OCR with a sign no text document shows: doubtful. */
  doubtful: string[];
}

/**
 * The values read by OCR that hold "N" and a sign: given the sign a document printed as text
 * gives the same value with (`read`), or doubtful (`doubtful`).
 */
export function numberSignsReadByOcr(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): SignReadings {
  const values = statedLeaves(report).flatMap(([path, value]) => {
    const file = provenance[path]?.file;
    return typeof value === 'string' && file !== undefined && WITH_SIGN.test(path) && holdsNumberSign(value)
      ? [{ path, value, ocr: ocrFiles.has(file), key: withoutSign(value) }]
      : [];
  });
  const readings: SignReadings = { read: new Map(), doubtful: [] };
  for (const [path, value] of statedLeaves(report)) {
    const file = provenance[path]?.file;
    const ocr = file !== undefined && ocrFiles.has(file);
    if (ocr && typeof value === 'string' && WITH_SIGN.test(path) && LOST_SIGN.test(value))
      readings.doubtful.push(path);
  }
  for (const reading of values.filter(({ ocr }) => ocr)) {
    const signs = new Set(
      values
        .filter((other) => !other.ocr && other.key === reading.key)
        .flatMap((other) => [...other.value.matchAll(NUMBER_SIGN)].map((match) => match[0].slice(-1))),
    );
    const [sign] = signs;
    if (signs.size !== 1 || sign === undefined) readings.doubtful.push(reading.path);
    else {
      const value = reading.value.replace(NUMBER_SIGN, (match) => `${match.slice(0, -1)}${sign}`);
      if (value !== reading.value) readings.read.set(reading.path, value);
    }
  }
  return readings;
}
