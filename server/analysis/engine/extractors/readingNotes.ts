import type { LienRegistry } from '../../../../common/vocabularies/lienKinds';

/*
 * The only notes an extractor may write (#19): what it could not read. Legal observations are
 * findings (common/findings/), computed from the report and the facts wherever they are shown, so
 * that correcting a value removes them. A reading note is a string the report's `notes` keep
 * as is, but only the constructors below make one: an extractor cannot return a sentence of its
 * own.
 */
declare const readingNote: unique symbol;

/** A Spanish sentence saying what the engine could not read in a file. */
export type ReadingNote = string & { readonly [readingNote]: true };

const note = (text: string) => text as ReadingNote;

/** Values an extractor may report as not found, with the sentence that says so. */
const UNREAD_VALUES = {
  inscription_reference: (file: string) => `No se encontró fojas, número y año de la inscripción en ${file}.`,
  family_home_answer: (file: string) =>
    `No se pudo leer si consta una declaración de bien familiar en ${file}.`,
  tgr_amounts: (file: string) =>
    `El certificado de Tesorería ${file} declara deuda pero no se leyeron sus montos: revisar.`,
  tgr_taxpayer: (file: string) =>
    `No se pudo leer el nombre del contribuyente en "${file}": revisar el certificado de Tesorería.`,
  serviu_answer: (file: string) =>
    `El certificado SERVIU ${file} no declara si el inmueble está afecto a expropiación: revisar.`,
} as const satisfies Record<string, (file: string) => string>;

export type UnreadValue = keyof typeof UNREAD_VALUES;

const REGISTRY_NAMES = {
  gravamenes: 'Hipotecas y Gravámenes',
  prohibiciones: 'Interdicciones y Prohibiciones',
} as const satisfies Record<LienRegistry, string>;

/** A value the document should give and the extractor did not find. */
export function valueNotFound(file: string, value: UnreadValue): ReadingNote {
  return note(UNREAD_VALUES[value](file));
}

/** A GP that says nothing about one of its registries. */
export function registryNotCovered(file: string, registry: LienRegistry): ReadingNote {
  return note(`El certificado ${file} no informa sobre el Registro de ${REGISTRY_NAMES[registry]}.`);
}

/** A GP registry with inscriptions the extractor could not read. */
export function registryEntriesNotRead(file: string, registry: LienRegistry): ReadingNote {
  return note(
    `No se leyeron inscripciones del Registro de ${REGISTRY_NAMES[registry]} en ${file}: verificar el certificado.`,
  );
}

/** A GP registry whose stated count of inscriptions differs from the entries read. */
export function registryCountDiffers(
  file: string,
  registry: LienRegistry,
  stated: number,
  read: number,
): ReadingNote {
  return note(
    `El certificado ${file} declara ${stated} inscripción(es) en el Registro de ${REGISTRY_NAMES[registry]} y se leyeron ${read}: verificar.`,
  );
}
