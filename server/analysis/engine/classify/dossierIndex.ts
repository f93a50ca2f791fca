import { DOCUMENT_TYPE_IDS } from '../../../../common/documents/documentTypes';
import type { DocumentText } from '../document';
import { normalise } from './scoreTypes';
import { typeSignals } from './signals';

/*
 * A carpeta's cover or index page ("Contenido: 1. Copia de inscripción con vigencia … pág. 2",
 * "Se acompañan, en este orden: dominio vigente, gravámenes y prohibiciones, …", "Contenido de
 * la carpeta (en el orden en que se adjunta): Doc. 1 … Copia de inscripción …") names the titles
 * of the documents after it and is none of them: read as one, it would add a certificate no office
 * issued. It is told by the words that announce a list of documents, the titles of several types,
 * no inscription of its own, and its one page (a deed that lists the certificates it had in view
 * runs longer and cites the inscription). A cover enumerating the titles of its documents one an
 * entry ("2. Certificado de hipotecas … 4-5") is a list of documents even when a note cites an
 * inscription ("el título anterior (fs. 412 …) se acompaña aparte"); one that enumerates two
 * documents or more by their nouns ("Contenido: 1) Certificado SERVIU 2) Certificado DOM …") is
 * one whatever the types it names.
 */

const ANNOUNCES_DOCUMENTS =
  /\b(?:contenido|indice)(?:\s+de\s+(?:(?:la|esta)\s+carpeta|(?:los\s+)?documentos|(?:los\s+)?antecedentes))?(?:\s*\([^)\n]{0,60}\))?\s*:?\s*(?:\n|\d)|\bse\s+(?:acompanan?|adjuntan?)\b|\ben\s+(?:este|el)\s+(?:siguiente\s+)?orden\b|\b(?:carpeta|expediente)\s+de\s+(?:antecedentes|titulos|documentos)\b|\bantecedentes\s+para\s+(?:el\s+)?estudio\b/;
/** An inscription's reference: a document of the carpeta, not its index. */
const INSCRIPTION_REFERENCE = /\b(?:fojas|fs\.?|fjs\.?)\s*\d/;
/** An enumerated entry: "3. Certificado de deuda …", "4) Certificado de avalúo fiscal". */
const ENTRY = /^\s*\d{1,2}\s*[.)-]\s+\S/;
/** Titles of this many types at least make a list of documents. */
const MIN_TITLED_TYPES = 3;
/**
 * An enumerated entry opening with a document's noun, on its line or inline after another
 * ("Contenido: 1) Certificado SERVIU  2) Certificado DOM de afectación …").
 */
const LISTED_DOCUMENT =
  /(?:^|\s)\d{1,2}\s*[.)-]\s+(?:certificados?|copias?|inscripcion(?:es)?|escrituras?|titulos?|informes?|planos?)\b/gm;
/** Entries of this many documents at least make a list of documents, whatever their types. */
const MIN_LISTED_DOCUMENTS = 2;

/**
 * An index entry's pages column: after a leader ("…… pág. 4", ".......... 2 - 3", "___ págs. 5 a
 * 7"), or after "pág." where a worn copy lost the leader, its digit maybe misread ("pag. +").
 * Accents folded.
 */
const PAGE_COLUMN =
  /(?:(?:\.{3,}|…+|_{3,})\s*(?:pags?\.?\s*)?\d{1,3}(?:\s*(?:-|a|al|y)\s*\d{1,3})?|\bpags?\.\s*(?:\d{1,3}(?:\s*(?:-|a|al|y)\s*\d{1,3})?|[^\s\p{L}]))\s*$/u;
/** An enumerator opening a line: "2.", "3)", a roman "II.", OCR's "l." for "1.". */
const ENUMERATOR = String.raw`^\s*(?:\d{1,2}|[ivxl]{1,4})\s*[.)-]\s+`;
/** An enumerated entry naming a document by its noun ("2. Certificado de hipotecas, …"). */
const DOCUMENT_ENTRY = new RegExp(
  String.raw`${ENUMERATOR}(?:certificados?|copias?|inscripcion(?:es)?|escrituras?|titulos?|informes?|planos?)\b`,
);
const ENUMERATED = new RegExp(String.raw`${ENUMERATOR}\S`);

/** An index line's pages column at its end: "2 - 3", "pág. 4", "…… 5 a 7" (spaces are single here). */
const PAGES_AT_END = /[\s.]\d{1,3}(?:\s*(?:-|a|al|y)\s*\d{1,3})?\s*$/;

const titledTypes = (text: string) =>
  DOCUMENT_TYPE_IDS.filter((type) => typeSignals(type).titles.some((pattern) => pattern.test(text)));

/**
 * Whether lines of the page list documents of several types, one an entry ("2. Certificado de
 * hipotecas …") or each with its pages ("Copia de inscripción con vigencia …… 2 - 3"): a table of
 * contents, even when it also cites an inscription ("Título anterior (fs. 190 …) se acompaña por
 * separado").
 */
function listsDocuments(text: string): boolean {
  const listed = text
    .split('\n')
    .filter((line) => ENTRY.test(line) || PAGES_AT_END.test(line))
    .flatMap((line) => titledTypes(line));
  return new Set(listed).size >= MIN_TITLED_TYPES;
}

/**
 * Whether the page enumerates documents by their nouns, two at least, each entry (its line and
 * those running on until the next entry or a blank line) closed by its pages column ("1. Copia
 * de inscripción con vigencia, fs. 1.204 … pág. 2", "2. Certificado de hipotecas, gravámenes, /
 * y litigios ...... pág. 4"): a table of contents, whatever the inscription its entries cite and
 * however few the types (a carpeta of a copy and its GP).
 */
function pagedDocumentEntries(text: string): boolean {
  const entries: string[][] = [];
  for (const line of text.split('\n')) {
    if (ENUMERATED.test(line)) entries.push([line]);
    else if (line.trim() === '') entries.push([]);
    else entries.at(-1)?.push(line);
  }
  const paged = entries.filter(
    (lines) => DOCUMENT_ENTRY.test(lines[0] ?? '') && lines.some((line) => PAGE_COLUMN.test(line)),
  );
  return paged.length >= MIN_LISTED_DOCUMENTS;
}

export function isDossierIndex(document: DocumentText): boolean {
  if (document.pages.length > 1) return false;
  const text = normalise(document.raw);
  if (!ANNOUNCES_DOCUMENTS.test(text)) return false;
  if (INSCRIPTION_REFERENCE.test(text)) return listsDocuments(text) || pagedDocumentEntries(text);
  return (
    titledTypes(text.replace(/\n/g, ' ')).length >= MIN_TITLED_TYPES ||
    [...text.matchAll(LISTED_DOCUMENT)].length >= MIN_LISTED_DOCUMENTS
  );
}
