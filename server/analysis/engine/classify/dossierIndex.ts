import { DOCUMENT_TYPE_IDS } from '../../../../common/documents/documentTypes';
import type { DocumentText } from '../document';
import { contentsEntries, ENTRY_MARK, type ContentsEntry } from './contentsEntries';
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
 * one whatever the types it names. "Carpeta de certificados … Contiene: (1) … (2) …" announces its
 * list as "Contenido" does.
 */

const ANNOUNCES_DOCUMENTS =
  /\b(?:contenido|indice)(?:\s+de\s+(?:(?:la|esta)\s+carpeta|(?:los\s+)?documentos|(?:los\s+)?antecedentes))?(?:\s*\([^)\n]{0,60}\))?\s*:?\s*(?:\n|\d)|\bse\s+(?:acompanan?|adjuntan?)\b|\ben\s+(?:este|el)\s+(?:siguiente\s+)?orden\b|\bcontiene\s*:|\b(?:carpeta|expediente)\s+de\s+(?:antecedentes|titulos|documentos|certificados)\b|\bantecedentes\s+para\s+(?:el\s+)?estudio\b/;
/** An inscription's reference: a document of the carpeta, not its index. */
const INSCRIPTION_REFERENCE = /\b(?:fojas|fs\.?|fjs\.?)\s*\d/;
/** Titles of this many types at least make a list of documents. */
const MIN_TITLED_TYPES = 3;
/**
 * An entry opening with a document's noun, on its line or inline after another ("Contenido: 1)
 * Certificado SERVIU  2) Certificado DOM de afectación …", "(a) Certificado …").
 */
const LISTED_DOCUMENT = new RegExp(
  String.raw`(?:^|\s)${ENTRY_MARK}\s+(?:certificados?|copias?|inscripcion(?:es)?|escrituras?|titulos?|informes?|planos?)\b`,
  'gm',
);
/** Entries of this many documents at least make a list of documents, whatever their types. */
const MIN_LISTED_DOCUMENTS = 2;

const titledTypes = (text: string) =>
  DOCUMENT_TYPE_IDS.filter((type) => typeSignals(type).titles.some((pattern) => pattern.test(text)));

/** An index line's pages column at its end: "2 - 3", "pág. 4", "…… 5 a 7" (spaces are single here). */
const PAGES_AT_END = /[\s.]\d{1,3}(?:\s*(?:-|a|al|y)\s*\d{1,3})?\s*$/;

/**
 * Whether the page's entries (contentsEntries.ts), marked or closed by their pages column, or its
 * lines ending with their pages (a table's row, "1   Copia de inscripción con vigencia   2 - 3"),
 * name the titles of several types ("2. Certificado de hipotecas …", "Copia de inscripción con
 * vigencia …… 2 - 3"): a table of contents, even when it also cites an inscription ("Título
 * anterior (fs. 190 …) se acompaña por separado"). An entry is read whole, its title maybe
 * wrapped over its lines.
 */
function listsDocuments(text: string, entries: ContentsEntry[]): boolean {
  const listed = [
    ...entries.filter((entry) => entry.marked || entry.paged).map((entry) => entry.lines.join(' ')),
    ...text.split('\n').filter((line) => PAGES_AT_END.test(line)),
  ].flatMap((title) => titledTypes(title));
  return new Set(listed).size >= MIN_TITLED_TYPES;
}

/**
 * Whether the page enumerates documents by their nouns, two at least, each entry closed by its
 * pages column ("1. Copia de inscripción con vigencia, fs. 1.204 … pág. 2", "B) Certificado de
 * hipotecas, gravámenes, / y litigios ...... 4", "Documento 2 .. Certificado … pág. 4"): a table
 * of contents, whatever the inscription its entries cite and however few the types (a carpeta of
 * a copy and its GP).
 */
const pagedDocumentEntries = (entries: ContentsEntry[]) =>
  entries.filter((entry) => entry.document && entry.paged).length >= MIN_LISTED_DOCUMENTS;

export function isDossierIndex(document: DocumentText): boolean {
  if (document.pages.length > 1) return false;
  const text = normalise(document.raw);
  if (!ANNOUNCES_DOCUMENTS.test(text)) return false;
  if (INSCRIPTION_REFERENCE.test(text)) {
    const entries = contentsEntries(text);
    return listsDocuments(text, entries) || pagedDocumentEntries(entries);
  }
  return (
    titledTypes(text.replace(/\n/g, ' ')).length >= MIN_TITLED_TYPES ||
    [...text.matchAll(LISTED_DOCUMENT)].length >= MIN_LISTED_DOCUMENTS
  );
}
