import { foldLower } from '../text/folded';

/*
 * A speck a worn copy turned into punctuation inside a value printed in one run (issue #17): the
 * SII's roll address ("MANUEL, RODRIGUEZ 77", "V El. SAUCE") and a person's name as registries
 * print it ("ROJAS CARVAJAL. FELIPE IGNACIO") hold no comma or period after a whole word; OCR read
 * one from a stain. Abbreviations keep their period ("AV.", "LTDA.", "SOC.").
 */

/** Abbreviations printed with their period in names and addresses. */
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'av',
  'avda',
  'pje',
  'psje',
  'pob',
  'pobl',
  'villa',
  'conj',
  'hab',
  'depto',
  'dpto',
  'mz',
  'mzna',
  'cond',
  'sta',
  'sto',
  'pto',
  'sn',
  'ltda',
  'cia',
  'soc',
  'inv',
  'com',
  'spa',
  'hnos',
  'sr',
  'sra',
  'dr',
  'dra',
]);

/**
 * A word of two letters or more followed by a mark and another word, not a company's form ("…,
 * S.A."). A name may part its surnames from its given names with a comma ("PÉREZ SOTO, ANA"), so
 * in a name the stray marks are a stop, a colon or a semicolon; in an address, a stop or a comma.
 */
const WORD_THEN_MARK = {
  name: /(\p{L}{2,})[.;:]\s+(?=[\p{L}\d])(?!(?:s\.?\s?a\b|spa\b|ltda|limitada|eirl)\b)/giu,
  address: /(\p{L}{2,})[.,]\s+(?=[\p{L}\d])(?!(?:s\.?\s?a\b|spa\b|ltda|limitada|eirl)\b)/giu,
};

/** True when a value read by OCR holds a mark after a whole word that no abbreviation explains. */
export function strayPunctuation(value: string, kind: keyof typeof WORD_THEN_MARK): boolean {
  return [...value.matchAll(WORD_THEN_MARK[kind])].some(
    (match) => !ABBREVIATIONS.has(foldLower(match[1] ?? '')),
  );
}

/**
 * Values printed in one run, without commas or periods between their words: a person's name, the
 * SII's roll address.
 */
export const printedInOneRun = (path: string) =>
  /(?:propietarios|vendedores|contribuyente|marido|mujer)(?:\[\d+\])?\.nombre$/.test(path) ||
  /^certificados_avaluo\[\d+\]\.direccion$/.test(path);

/**
 * A mark no certificate prints inside a word, OCR's reading of an "l" or an "I" a speck cut
 * ("camino público Cholcho! a Repocura", "C.!.", "Pa|ma"): any value holding one is a misreading.
 */
export const ocrMarkInWord = (value: string) => /\p{L}[!¡|¦~^\\]|[!¡|¦~^\\]\p{L}/u.test(value);
