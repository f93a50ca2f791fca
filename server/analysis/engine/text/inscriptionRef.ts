import { parseInteger } from './amounts';

/** The key of a CBR inscription: fojas (with vuelta), número and año. */
export interface InscriptionRef {
  fojas: number;
  vuelta: boolean;
  numero: number;
  ano: number;
  index: number;
  text: string;
}

const NUMBER = String.raw`(\d[\dOol]*(?:\.\d{3})*)`;
const FOJAS = String.raw`\b(?:fojas|foja|fs)\.?\s*`;
const VUELTA = String.raw`\s*(vta\b\.?|vuelta\b|v\b|V\b|F\b|f\b)?`;
const NUMERO = String.raw`[\s,.-]*(?:bajo\s+el\s+)?(?:n[úu]mero|n[º°o]\.?|nro\.?)?\s*`;
const YEAR = String.raw`(\d\.?[\dOol]{3})`;

/**
 * `fojas 61234 número 88901 … del año 2019`, `fojas 4267 vta., nº 3712, año 2018`,
 * `a Fs. 5521 Nro. 6032 del Año 2012`, `fojas 2210 vuelta número 1644`, `fs. 3911vta- 3041-2018`.
 * Between número and año up to ~140 characters may appear ("del Registro de Propiedad … correspondiente al").
 */
const REF_PATTERN = new RegExp(
  `${FOJAS}${NUMBER}${VUELTA}${NUMERO}${NUMBER}(?:(?:[^]{0,140}?\\b(?:del\\s+)?a[ñn]o:?\\s*)|\\s*-\\s*)${YEAR}`,
  'giu',
);

function integer(text: string | undefined): number | null {
  return text === undefined ? null : parseInteger(text);
}

/** True for the marks of a "vuelta" page; `F` (frente) is the front page. */
export function isVuelta(mark: string | undefined): boolean {
  return mark !== undefined && /^(vta|vuelta|v)/i.test(mark);
}

/** Every fojas/número/año reference in the text, in order. */
export function findInscriptionRefs(text: string): InscriptionRef[] {
  const refs: InscriptionRef[] = [];
  for (const match of text.matchAll(REF_PATTERN)) {
    const fojas = integer(match[1]);
    const numero = integer(match[3]);
    const ano = integer(match[4]?.replace('.', ''));
    if (fojas === null || numero === null || ano === null || ano < 1800 || ano > 2200) continue;
    refs.push({ fojas, vuelta: isVuelta(match[2]), numero, ano, index: match.index, text: match[0] });
  }
  return refs;
}

/** The first reference in the text, or null. */
export function findInscriptionRef(text: string): InscriptionRef | null {
  return findInscriptionRefs(text)[0] ?? null;
}
