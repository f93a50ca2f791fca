import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { NUMBER_WORDS } from './numberWords';

/**
 * Names of people and companies as CBR documents print them: in capitals ("Doña CAROLINA ANDREA
 * BRAVO LAGOS"), surname first in certificates ("BRAVO LAGOS CAROLINA ANDREA"), with particles
 * ("GLORIA DE LAS MERCEDES …") and company forms ("INVERSIONES SUR SpA"). Order is not decided
 * here: the report compares names order-insensitively.
 */

/** Upper-case letters of Spanish names, and the umlauts of the German surnames of the south ("MÖLLER"). */
const UPPER = 'A-ZÁÉÍÓÚÑÄËÏÖÜ';

/** A word in capitals (not the first letter of a lower-case word), or the company form "SpA". */
const UPPER_WORD = `(?:SpA|[${UPPER}][${UPPER}.&'-]*)(?![\\p{Ll}])`;

/** Two or more upper-case words: how deeds and inscriptions print people and companies. */
/** One more word of a name, after particles ("DE LAS", "Y"). */
const NEXT_UPPER_WORD = `(?:\\s+(?:DE\\s+|DEL\\s+|LA\\s+|LOS\\s+|Y\\s+)*${UPPER_WORD})`;
const UPPER_NAME_SOURCE = `"?${UPPER_WORD}${NEXT_UPPER_WORD}+"?`;

/** Every upper-case name in the text (a fresh pattern each call: global patterns keep state). */
export function upperNames(text: string): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(UPPER_NAME_SOURCE, 'gu'))];
}

/** Words that mark a company, whose owners have no estado civil. */
const COMPANY =
  /\b(S\.?\s?A\.?|SPA|LTDA\.?|LIMITADA|SOCIEDAD|INMOBILIARIA|CONSTRUCTORA|INVERSIONES|BANCO|EMPRESA|E\.I\.R\.L\.?)\b/i;

export function isCompany(name: string): boolean {
  return COMPANY.test(name);
}

/** A person's full name: two to six capitalised words, particles ("de", "del", "de la") between. */
const PERSON_NAME = /^\p{Lu}[\p{L}'´-]*(?:\s+(?:(?:de|del|de\s+la|de\s+los|y)\s+)?\p{Lu}[\p{L}'´-]*){1,5}$/u;

/**
 * The first of two persons a cell names as one ("Matías Kusanovic Bahamonde y Fernanda Aldea Ruiz"),
 * or null when the name is one person's or a company's ("Pérez y Compañía Ltda."). A field holding
 * one person gets the first; which of them the certificate means is the reader's call.
 */
export function firstOfTwoPersons(name: string): string | null {
  if (isCompany(name)) return null;
  const parts = /^(.+?)\s+[yY]\s+(.+)$/u.exec(name.trim());
  const [first, second] = [parts?.[1], parts?.[2]];
  if (!first || !second) return null;
  return PERSON_NAME.test(first) && PERSON_NAME.test(second) && !/\s[yY]\s/u.test(first) ? first : null;
}

/** Name without quotes and stray punctuation, single-spaced. */
export function cleanName(name: string): string {
  return name
    .replace(/["“”]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[,;:]+$/, '')
    .trim();
}

export interface FoundName {
  name: string;
  index: number;
  /** End of the printed name (noise included when it was repaired). */
  end: number;
  /** OCR noise split the name and it was joined again: a value to check. */
  repaired: boolean;
}

/** What OCR leaves inside a line of capitals: one- or two-letter shreds ("s S Ss"). */
const NOISE_GAP = /^(?:\s+[\p{L}|!¡'`.]{1,2})+\s+$/u;
/** Short words of running text: a gap made of them joins words, it is no OCR noise ("y", "de"). */
const SHORT_WORD = /^(?:a|al|de|e|el|en|la|lo|ni|no|o|se|su|un|y)$/;

function isNoise(gap: string): boolean {
  return (
    NOISE_GAP.test(gap) &&
    !gap
      .trim()
      .split(/\s+/)
      .some((shred) => SHORT_WORD.test(shred))
  );
}

/**
 * Honorifics a text in capitals prints before the name ("DON JORGE …"), and the "Y" joining the
 * next person to the one before ("…, CONTADOR, Y DOÑA ROSA …"), which a text all in capitals
 * prints like a word of the name.
 */
const HONORIFIC =
  /^(?:[YE]\s+(?=(?:DON|DOÑA|DONA|SR|SRA|SEÑOR|SEÑORA)\.?\s))?(?:(?:DON|DOÑA|DONA|SR|SRA|SEÑOR|SEÑORA)\.?\s+)+/u;
/** Words of a person's description, which a text in capitals prints like a name ("DE ESTE DOMICILIO"). */
const DESCRIPTION_WORDS = new Set([
  'ESTE',
  'DOMICILIO',
  'DOMICILIADO',
  'DOMICILIADA',
  // "AMBOS DOMICILIADOS EN CALLE …": what several people share, said once after the last.
  'DOMICILIADOS',
  'DOMICILIADAS',
  'AMBOS',
  'AMBAS',
  'CASADO',
  'CASADA',
  'SOLTERO',
  'SOLTERA',
  'DIVORCIADO',
  'DIVORCIADA',
  'CHILENO',
  'CHILENA',
  'MAYOR',
  'EDAD',
  'CÉDULA',
  'CEDULA',
  'IDENTIDAD',
  // A company's "ROL ÚNICO TRIBUTARIO NÚMERO …", its RUT's label spelled out.
  'TRIBUTARIO',
  // A domicile's comuna in a text all in capitals ("DOMICILIADO EN CHILLEPIN, COMUNA DE SALAMANCA").
  'COMUNA',
  // An owner's share after the name ("…, CÉDULA …, EN LA PROPORCIÓN DE UN SESENTA POR CIENTO, Y DOÑA …").
  'PROPORCIÓN',
  'PROPORCION',
]);

/**
 * Running words in capitals up to a preposition and a honorific ("COMPRA A DON", "HERENCIA DE
 * DOÑA"): the name follows. Not "Y DOÑA", which joins two people.
 */
const WORDS_TO_HONORIFIC =
  /^(?:\S+\s+)*?(?:A|AL|DE|DEL|POR|CON)\s+(?:DON|DOÑA|DONA|SR|SRA|SEÑOR|SEÑORA)\.?\s+(?=\S+\s+\S)/u;

/** The name without the honorific before it, nor the words of a text in capitals that lead to it. */
function afterHonorific(text: string, found: FoundName): FoundName {
  const name = found.name.replace(HONORIFIC, '');
  const lead = /\s/.test(name) ? WORDS_TO_HONORIFIC.exec(name) : null;
  if (!lead) return { ...found, name };
  const rest = name.slice(lead[0].length);
  const at = text.indexOf(rest.split(' ')[0] ?? '', found.index);
  return { ...found, name: rest, index: at >= 0 && at < found.end ? at : found.index };
}

/**
 * Words of running text, never of a name, which a text all in capitals prints like one
 * ("… MORALES CID, INSCRIPCION QUE A LA FECHA SE ENCUENTRA VIGENTE"): a name stops before them.
 */
const RUNNING_TEXT_WORDS = new Set([
  'QUE',
  'SE',
  'ES',
  'SON',
  'CUYO',
  'CUYA',
  'DICHA',
  'DICHO',
  'ENCUENTRA',
  'ENCUENTRAN',
  'INSCRIPCION',
  'INSCRIPCIÓN',
  'INSCRITO',
  'INSCRITA',
  'VIGENTE',
  'FECHA',
  'SEGUN',
  'SEGÚN',
  'CERTIFICA',
  'CERTIFICO',
  'DUEÑO',
  'DUEÑA',
  'DUEÑOS',
]);

/** A share in capitals ("UN CINCUENTA POR CIENTO"): number words, never a name. */
const SHARE_WORDS = new Set([
  'EN',
  'UN',
  'UNA',
  'POR',
  'CIENTO',
  'CADA',
  'UNO',
  'MITAD',
  'PARTES',
  'IGUALES',
]);
const isShareWord = (word: string) => SHARE_WORDS.has(word) || NUMBER_WORDS.includes(foldAccents(word));

/** The name cut before the first word of running text or of a share it swallowed, with its new end. */
function beforeRunningText(text: string, found: FoundName): FoundName {
  const words = found.name.split(' ');
  const cut = words.findIndex(
    (word, index) =>
      RUNNING_TEXT_WORDS.has(word) || (isShareWord(word) && isShareWord(words[index + 1] ?? '')),
  );
  if (cut < 0) return found;
  const printed = text.slice(found.index, found.end);
  const at = printed.search(new RegExp(`(?<![\\p{L}])${words[cut] ?? ''}(?![\\p{L}])`, 'u'));
  return { ...found, name: words.slice(0, cut).join(' '), end: found.index + Math.max(at, 0) };
}

/** The labels of a RUT: RUT, RUN, R.U.T., R.U.N. (the last stop apart: a pattern may read it or not). */
export const RUT_LABEL = String.raw`RUT|RUN|R\.U\.[TN]`;

/**
 * The labels of an identity number printed after a name: a RUT's, and the cédula's "C.I.", whose
 * I a worn copy's OCR reads as an L ("C.L N° 9.214.377-5"), no initial of a name.
 */
export const ID_LABEL = String.raw`${RUT_LABEL}|C\.[IL]`;

/** Runs of one word in capitals or more (names are two or more; a lone word may end a split name). */
const UPPER_RUN_SOURCE = `"?${UPPER_WORD}${NEXT_UPPER_WORD}*"?`;

/**
 * People and companies named in capitals, two words or more. A name OCR broke into pieces with
 * shreds between them ("LUIS FERNANDO FUENTES s S Ss E BUSTOS", "ANA PAZ ROJAS s ii VERA") is
 * joined again, without the shreds, and marked repaired.
 */
export function personNames(text: string): FoundName[] {
  const found: FoundName[] = [];
  // A full stop after a whole word in capitals ends the sentence, so it ends the name
  // ("… FREDDY ALBERTO. IQUIQUE, …"); "S.A." and "LTDA." keep theirs. Same length: offsets hold.
  const sentences = text.replace(/(?<=\p{Lu}{3})(?<!LTDA)\.(?=\s|-|$)/gu, ';');
  for (const match of sentences.matchAll(new RegExp(UPPER_RUN_SOURCE, 'gu'))) {
    // A RUT's label in capitals after the name ("PÉREZ SOTO ANA   RUT 12.345.678-5") is no part of it;
    // a worn copy's "C.I." reads "C.L." (ID_LABEL).
    const piece = cleanName(match[0]).replace(new RegExp(`\\s+(?:${ID_LABEL})\\.?$`, 'u'), '');
    // A lone capital letter is an OCR shred, part of the gap between two pieces.
    if (new RegExp(`^"?(?:${ID_LABEL})\\b`, 'u').test(match[0]) || /^\p{Lu}$/u.test(piece)) continue;
    const end = match.index + match[0].length;
    const previous = found.at(-1);
    if (previous && isNoise(sentences.slice(previous.end, match.index))) {
      const rest = piece.replace(/^\p{Lu}\s+/u, '');
      found[found.length - 1] = { ...previous, name: `${previous.name} ${rest}`, end, repaired: true };
      continue;
    }
    found.push({ name: piece, index: match.index, end, repaired: false });
  }
  return found
    .map((found) => beforeRunningText(text, afterHonorific(text, found)))
    .filter(({ name }) => {
      const words = name.split(' ');
      return words.length >= 2 && !words.some((word) => DESCRIPTION_WORDS.has(word));
    });
}
