import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { COMUNAS } from '../../../../common/vocabularies/comunas';
import { MONTHS } from '../text/dates';
import { bareWord } from '../text/folded';
import { NUMBER_WORDS } from '../text/numberWords';

/*
 * The fixed vocabulary of title documents (issue #17): the words of their labels, clauses and
 * addresses that every certificate prints, whatever the property, and the comunas' names. Tesseract gives such a word a
 * low confidence on a worn copy as readily as any other, but a misreading makes a word that is not
 * Spanish ("catorve", "UITIGIO", "QUEAS"), not another word of this list: a word OCR doubted yet
 * spelt exactly as one of these was read as printed.
 */

const WORDS = [
  // Linking words.
  'de del la las el los en con por al y e o a su sus que se un una',
  // Registries, inscriptions and their parts.
  'fojas fs vta vuelta numero nro no registro registros propiedad comercio hipoteca hipotecas',
  'gravamen gravamenes prohibicion prohibiciones interdiccion interdicciones embargo embargos',
  'litigio litigios bien bienes familiar servidumbre usufructo reglamento copropiedad precautoria',
  'inscripcion inscrita inscrito ano anos conservador raices certificado certifica rol avaluo',
  'comuna region favor suma pesos uf unidades fomento total',
  // Boundaries and their lengths.
  'norte sur oriente poniente este oeste deslinda deslindes metros metro mts',
  // Kinds of streets and units, as printed and as the SII and TGR abbreviate them.
  'calle pasaje avenida camino carretera ruta av avda pje psje pj cl lt lote manzana sitio parcela villa poblacion',
  'departamento depto dpto oficina of casa block torre edificio condominio',
  // Parties' civil status and the acts a prohibition forbids.
  'soltero soltera casado casada casados viudo viuda divorciado divorciada separado separada separacion',
  'sociedad conyugal participacion gananciales gravar enajenar celebrar actos contratos',
  'primera segunda tercera cuarta quinta',
  // Answers.
  'si',
]
  .join(' ')
  .split(' ');

/** The words of Chile's comunas' names ("Copiapó", "Serena"), folded. */
const COMUNA_WORDS = COMUNAS.flatMap((comuna) =>
  foldAccents(comuna)
    .toLowerCase()
    .split(/[^a-zñ]+/)
    .filter((word) => word.length >= 3),
);

const VOCABULARY: ReadonlySet<string> = new Set([
  ...WORDS,
  ...MONTHS,
  ...NUMBER_WORDS.map(foldAccents),
  ...COMUNA_WORDS,
]);

/** True when the word, without the punctuation OCR glues to it, is a word of the documents' vocabulary. */
export function isDocumentWord(word: string): boolean {
  const bare = bareWord(word);
  return /^\p{L}+$/u.test(bare) && VOCABULARY.has(foldAccents(bare).toLowerCase());
}

/** Letters a word must have for one wrong letter to show it is a misread word of the vocabulary. */
const MISREAD_MIN_LETTERS = 6;

/**
 * True when the word is no word of the vocabulary but one of its letters read otherwise makes one
 * ("COPROPTEDAD", "HIPOTEGA"): OCR misread a letter of a word every certificate prints.
 */
export function misreadDocumentWord(word: string): boolean {
  const bare = foldAccents(bareWord(word)).toLowerCase();
  if (bare.length < MISREAD_MIN_LETTERS || !/^\p{L}+$/u.test(bare) || VOCABULARY.has(bare)) return false;
  return [...VOCABULARY].some(
    (known) =>
      known.length === bare.length && [...bare].filter((char, index) => char !== known[index]).length === 1,
  );
}

/**
 * The words of an inscription's description of the property ("que corresponde al lote …, según
 * plano archivado bajo el número …"): a clause every copy prints, whatever the property.
 */
const DESCRIPTION_WORDS: ReadonlySet<string> = new Set(
  [
    'inmueble ubicado ubicada ubicados corresponde singularizado singularizada resultante subdivision',
    'plano archivado archivada superficie aproximada aproximadamente hectareas cuadrados conjunto',
    'habitacional proyecto parcelacion hijuela fundo localidad pueblo provincia',
    'primer primero segundo tercero cuarto quinto',
  ]
    .join(' ')
    .split(' '),
);

/** The spellings OCR makes of a word by reading "rr" or "rn" as "n", "rn" as "m", or "m" as "rn". */
function ocrSpellings(word: string): string[] {
  const spellings: string[] = [];
  for (const [printed, read] of [
    ['rr', 'n'],
    ['rn', 'n'],
    ['rn', 'm'],
    ['m', 'rn'],
  ] as const)
    for (let at = word.indexOf(printed); at >= 0; at = word.indexOf(printed, at + 1))
      spellings.push(word.slice(0, at) + read + word.slice(at + printed.length));
  return spellings;
}

/**
 * True when a word of a property's description is a misreading of a word of the clause or of the
 * documents' vocabulary: one letter read otherwise ("archivedo"), or "rr" read as "n" or "rn" as
 * "m" ("conesponde", "Hemán"), which tesseract reads with confidence on a worn copy.
 */
export function misreadDescriptionWord(word: string): boolean {
  const bare = foldAccents(bareWord(word)).toLowerCase();
  if (bare.length < MISREAD_MIN_LETTERS || !/^\p{L}+$/u.test(bare)) return false;
  if (VOCABULARY.has(bare) || DESCRIPTION_WORDS.has(bare)) return false;
  const known = [...VOCABULARY, ...DESCRIPTION_WORDS];
  if (known.some((other) => ocrSpellings(other).includes(bare))) return true;
  return known.some(
    (other) =>
      other.length === bare.length && [...bare].filter((char, index) => char !== other[index]).length === 1,
  );
}
