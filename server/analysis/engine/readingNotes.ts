import type { LienRegistry } from '../../../common/vocabularies/lienKinds';

/*
 * The only notes the engine writes into a report (#19): what it could not read (a file, a page, a
 * document's type, a value). Legal observations are findings (common/findings/), computed from the
 * report and the facts wherever they are shown, so that correcting a value removes them. A reading
 * note is a string the report's `notes` keep as is, but only the constructors below make one:
 * neither an extractor nor the reading of a file can return a sentence of its own.
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

/** Why a file, or a page of it, was not read; `reason` is a read failure's own Spanish message. */
export type FileProblem =
  | { kind: 'not_analysed'; reason: string }
  | { kind: 'page_unreadable'; page: number; reason: string }
  | { kind: 'no_text' }
  | { kind: 'no_text_layer' }
  | { kind: 'ocr_failed' }
  | { kind: 'image_too_large'; width: number; height: number; maxPixels: number }
  | { kind: 'image_unknown_size' }
  | { kind: 'type_unknown' }
  | { kind: 'extraction_failed' };

function fileProblemText(file: string, problem: FileProblem): string {
  switch (problem.kind) {
    case 'not_analysed':
      return `No se pudo analizar "${file}": ${problem.reason}.`;
    case 'page_unreadable':
      return `No se pudo leer la página ${problem.page} de "${file}": ${problem.reason}.`;
    case 'no_text':
      return `No se encontró texto en "${file}": sus páginas están en blanco, son ilegibles o sus imágenes son demasiado grandes para procesarlas.`;
    case 'no_text_layer':
      return `"${file}" no tiene texto seleccionable (documento escaneado): no se pudo leer sin OCR.`;
    case 'ocr_failed':
      return `No se pudo leer "${file}" con OCR (documento escaneado).`;
    case 'image_too_large':
      return (
        `No se leyó "${file}" con OCR: contiene una imagen de ${problem.width} × ${problem.height} píxeles, ` +
        `más de los ${problem.maxPixels / 1_000_000} millones que se pueden procesar.`
      );
    case 'image_unknown_size':
      return `No se leyó "${file}" con OCR: contiene una imagen cuyo tamaño no se puede determinar.`;
    case 'type_unknown':
      return `No se reconoció el tipo de documento de "${file}".`;
    case 'extraction_failed':
      return `No se pudieron extraer los datos de "${file}".`;
  }
}

/** A file, or a page of it, the engine could not read. */
export function fileNotRead(file: string, problem: FileProblem): ReadingNote {
  return note(fileProblemText(file, problem));
}

/** A document whose type was a close call: what it was read as, and what else it may be. */
export function typeUnsure(file: string, readAs: string, runnerUp: string): ReadingNote {
  return note(
    `Tipo de documento dudoso en "${file}": se leyó como ${readAs}, pero también podría ser ${runnerUp}; revisar.`,
  );
}
