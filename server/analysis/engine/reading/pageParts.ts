import { editDistance } from '../../../../common/text/editDistance';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { classifyDocument } from '../classify';
import { isDossierIndex } from '../classify/dossierIndex';
import { headEvidence } from '../classify/scoreTypes';
import { buildDocument } from '../document';
import { repairLabelWords } from '../text/ocrLabelWords';
import type { PageText } from '../pdfText';
import type { DocumentTypeId } from '../../../../common/documents/documentTypes';
import { annexCueAt } from './annexedTitle';
import { certifiesVigencia } from './cbrSignals';
import { leadingNumberWords } from '../text/numberWords';
import { keepLines, type RunLine } from './keptLines';
import { indexedPageRuns } from './indexedPages';
import { markedDocumentRuns } from './markedDocuments';
import { inlineContentsRuns } from './inlineContents';

/*
 * Firms scan a whole carpeta (inscriptions, deed, GP, TGR, SII, SERVIU…) or a bundle of two or
 * three certificates into one PDF. Its pages are split into the documents they hold, each then
 * read as its own type. A page continues the document before it when its page numbering says so
 * ("Hoja 2 de 3", or the pages a "Página 1 de 3" still announces) or when it repeats one of that
 * document's identifiers (verification code, carátula, folio); otherwise it starts a new document
 * when it says it is a first page ("Página 1 de 2"), when the document before announced its last
 * page, when a title is printed at its top, or when another issuer's name heads it. Blank pages
 * separate documents and belong to none. A run of pages of no known type, the vigencia
 * certificate of the inscription just before, or the inscription a certification announces as
 * attached, stays with the document before it (`belongsToPrevious`). Continuation pages carry no new title, so a genuinely
 * single document stays whole.
 */

/** The pages of one document inside a file: 1-based page numbers of the file, both included. */
export interface PagePart {
  first: number;
  last: number;
  pages: PageText[];
}

/**
 * A page's own numbering, "Hoja 2 de 3", "Página 1/2", "Pág. 2 de 2", "p. 2", or a "1/1" line;
 * `of` is null where the page gives its number alone ("hoja 2").
 */
interface PageMark {
  number: number;
  of: number | null;
}

const NUMBERING = [
  /\b(?:p[aá]g(?:ina)?\.?|hoja\.?|p\.)\s*:?\s*(?:n[°º.]?\s*)?(\d{1,3})\s*(?:de|\/)\s*(\d{1,3})\b/giu,
  /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/gmu,
  // A bare "1 de 2" as a footer prints it: alone on its line (OCR may glue "1de 2"), or ending it
  // after a wide gap ("Verificación: …   2 de 2"), never inside prose ("el 9 de noviembre").
  /^[ \t]*(\d{1,3})[ \t]*de[ \t]+(\d{1,3})[ \t]*$/gmu,
  /\S[ \t]{3,}(\d{1,3})[ \t]+de[ \t]+(\d{1,3})[ \t]*$/gmu,
  // A footer's key, a separator, then the page's number ending the line ("CBR-26-0417-3 · 1/3").
  /\S\s*[·•|–—]\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/gmu,
  // The same with the separator lost to OCR, after a key of capitals and dashed groups
  // ("CBRCB-26-004417-3 1/3"); case matters.
  /(?<![\p{L}\d])\p{Lu}{2,}[\p{Lu}\d]*(?:-[\p{Lu}\d]+)+[ \t]+(\d{1,3})[ \t]*\/[ \t]*(\d{1,3})[ \t]*$/gmu,
];
/**
 * "hoja 2", "Página 3" without the total, ending its line as a header or footer does (not prose's
 * "en la página 2 de la escritura", nor an index's "Página" column over its list), or a line
 * holding only the number between dashes ("- 2 -").
 */
const NUMBER_ALONE =
  /\b(?:p[aá]g(?:ina)?\.?|hoja\.?|p\.)[ \t]*:?[ \t]*(?:n[°º.]?[ \t]*)?(\d{1,3})[ \t]*$|^[ \t]*[-–—][ \t]*(\d{1,3})[ \t]*[-–—][ \t]*$/gimu;

/**
 * Identifiers printed on every page of one certificate (verification code, CVE, folio, certificate
 * number), so a page repeating one continues it; an identifier holds a digit ("Código Civil" is
 * none). Not the carátula: one request to the CBR covers several certificates.
 */
const IDENTIFIERS = [
  /c[oó]digo\s+(?:de\s+)?verificaci[oó]n\s*:?\s*([a-z0-9][a-z0-9-]{4,})/giu,
  // A bare "Código:" label before a code with a digit ("Código: CBR-2611-0434").
  /\bc[oó]digo\s*:\s*([a-z0-9]+-[a-z0-9-]{3,})/giu,
  // Or digits in groups joined by stops, the year first ("Código: 2026.0318.02").
  /\bc[oó]digo\s*:\s*((?:19|20)\d\d(?:\.\d{2,6}){2,4})(?!\.?\d)/giu,
  // Or with no colon, an office's key of capitals and digits ("Código QTO-77118-3", "Cód.
  // QTO-A-77118-2", its stop a worn copy's comma); case matters.
  // A folder's certificates share a key but their number after a slash ("CBRC-3318-2026/2").
  /(?:\b[Cc][oó]digo|\bC[OÓ]DIGO|\b[Cc][oó]d[.,]|\bC[OÓ]D[.,])\s+([A-Z]{2,5}-[A-Z0-9][A-Z0-9-]{3,}(?:\/[A-Z0-9]{1,2}(?![A-Za-z0-9/]))?)/gu,
  /\bcve\s*:?\s*(\d[\d-]{7,})/giu,
  /\bfolio\s*(?:n(?:ro|[°º])?\.?\s*)?:?\s*(\d{5,})/giu,
  // "Certificado N° 48.112", or an office's key of capitals and dashed groups ("Certificado N°
  // CBRX-26-004418").
  /\bcertificado\s+n(?:ro|[°º])\.?\s*:?\s*(\d[\d.]{3,}|[a-z]{2,6}-[a-z0-9-]*\d[a-z0-9-]*)/giu,
  // "Nº Certificado: LOS-GP-0041": the office's own key for the certificate.
  /\bn(?:ro|[°º])\.?\s*(?:de\s+)?certificado\s*:?\s*([a-z0-9][a-z0-9-]{4,})/giu,
  /\b([0-9a-f]{4}(?:-[0-9a-f]{4}){3})\b/giu,
];

/** A heading naming its page the continuation of a document: "(continuación)", "(cont.)", "continúa". */
const CONTINUED_HEADING = /\bcontinuacion\b|\(\s*cont\.?\s*\)|\bcontinua\b/;
/** Lines at the top of a page where its heading is read. */
const HEADING_LINES = 3;

const nonEmpty = (page: PageText) => page.lines.filter((line) => line.trim() !== '');

/** A page's first lines, where a certificate opening on it prints its issuer and title. */
const TOP_LINES = 6;

/** Fewer letters than this on a page (after OCR, where needed) make it a blank separator. */
const MIN_PAGE_LETTERS = 12;

interface PageSigns {
  page: PageText;
  blank: boolean;
  mark: PageMark | null;
  identifiers: Set<string>;
  titled: boolean;
  issuers: Set<string>;
  /** The types whose title, and whose issuer, the page's top lines print. */
  top: { titles: Set<DocumentTypeId>; issuers: Set<DocumentTypeId> };
  /** The page states who owns the property: an inscription's body. */
  owns: boolean;
  /** Its heading calls it the continuation of the document before ("Certificado … (continuación)"). */
  continued: boolean;
  /** A carpeta's index or cover: it lists the documents after it and continues none of them. */
  index: boolean;
}

function pageMark(text: string): PageMark | null {
  for (const pattern of NUMBERING) {
    for (const match of text.matchAll(pattern)) {
      const number = Number(match[1]);
      const of = Number(match[2]);
      if (number >= 1 && number <= of) return { number, of };
    }
  }
  const alone = [...text.matchAll(NUMBER_ALONE)]
    .map((match) => Number(match[1] ?? match[2]))
    .find((n) => n >= 1);
  return alone === undefined ? null : { number: alone, of: null };
}

function identifiersOf(text: string): Set<string> {
  return new Set(
    IDENTIFIERS.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => (match[1] ?? '').toLowerCase().replace(/\./g, '')),
    ).filter((id) => /\d/.test(id)),
  );
}

function signsOf(page: PageText): PageSigns {
  const raw = page.lines.join('\n');
  const { titled, issued } = headEvidence(raw);
  const top = headEvidence(raw, TOP_LINES);
  return {
    page,
    blank: (raw.match(/\p{L}/gu)?.length ?? 0) < MIN_PAGE_LETTERS,
    mark: pageMark(raw),
    identifiers: identifiersOf(raw),
    titled: titled.length > 0,
    issuers: new Set(issued),
    top: { titles: new Set(top.titled), issuers: new Set(top.issued) },
    owns: OWNERSHIP.test(foldAccents(raw.replace(/\s+/g, ' ')).toLowerCase()),
    continued: nonEmpty(page)
      .slice(0, HEADING_LINES)
      .some((line) => CONTINUED_HEADING.test(foldAccents(line).toLowerCase())),
    index: isIndex([page]),
  };
}

/** A document being gathered: its pages, and the page its numbering says it ends on (if any). */
interface OpenPart {
  pages: PageSigns[];
  /** Index in the file of the last page the numbering announced. */
  announcedLast: number | null;
}

function sharesIdentifier(part: OpenPart, signs: PageSigns): boolean {
  return part.pages.some((page) => [...signs.identifiers].some((id) => page.identifiers.has(id)));
}

/** Whether the page and the part both carry identifiers, none in common. */
function ownIdentifiers(part: OpenPart, signs: PageSigns): boolean {
  const before = part.pages.some((page) => page.identifiers.size > 0);
  return before && signs.identifiers.size > 0 && !sharesIdentifier(part, signs);
}

/** Whether the office heading the page heads every page of the part. */
function sameOfficeThroughout(part: OpenPart, signs: PageSigns): boolean {
  const office = [...signs.issuers];
  return (
    office.length > 0 &&
    part.pages.every(
      (page) => page.issuers.size === office.length && office.every((issuer) => page.issuers.has(issuer)),
    )
  );
}

/** Whether a page of another issuer heads this one: issuers at the top of both, none in common. */
function otherIssuer(part: OpenPart, signs: PageSigns): boolean {
  const first = part.pages[0];
  if (!first || first.issuers.size === 0 || signs.issuers.size === 0) return false;
  return noneInCommon(signs.issuers, first.issuers);
}

const noneInCommon = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  ![...a].some((issuer) => b.has(issuer));

/** Whether two of these pages' issuers (those naming any) have none in common: a CBR's, then the TGR's. */
function issuersDiffer(pages: ReadonlySet<string>[]): boolean {
  const headed = pages.filter((issuers) => issuers.size > 0);
  return headed.some((issuers, index) =>
    headed.slice(index + 1).some((other) => noneInCommon(issuers, other)),
  );
}

/** Types whose pages transcribe an inscription or a deed: a copy's later pages are of them. */
const TRANSCRIPTION_TYPES: ReadonlySet<DocumentTypeId> = new Set([
  'dominio_vigente',
  'titulo_anterior',
  'escritura',
]);

/**
 * Whether the page opens a certificate of another type than the open part's: read alone it is of
 * a known type the part is not, and its top lines name that type by its title, or by an issuer
 * the part's first page does not name there (a deed's page whose body names liens is none);
 * `byTitle`: by its title only. Asked where the numbering is the carpeta's (see
 * `numbersTheCarpeta`), which binds no pages by itself, and by title for a titled page with codes
 * of its own.
 */
function opensAnotherType(part: OpenPart, signs: PageSigns, byTitle = false): boolean {
  const own = classifyDocument(buildDocument('', [signs.page])).type;
  // By its title alone, a page of an inscription's transcription ("COMPRAVENTA" heading its margin)
  // opens no certificate.
  if (own === 'unknown' || (byTitle && TRANSCRIPTION_TYPES.has(own))) return false;
  const first = part.pages[0]?.top.issuers ?? new Set<DocumentTypeId>();
  const named =
    signs.top.titles.has(own) ||
    (!byTitle && signs.top.issuers.has(own) && ![...signs.top.issuers].some((issuer) => first.has(issuer)));
  if (!named) return false;
  return (
    classifyDocument(
      buildDocument(
        '',
        part.pages.map((page) => page.page),
      ),
    ).type !== own
  );
}

/**
 * Whether the file's numbering is the carpeta's: every numbered page gives its number in the file
 * and the file's length ("Hoja 5 de 8" on the fifth page of eight), and pages of it are headed by
 * issuers with none in common (a CBR's pages, then the Tesorería's). A single document, or an
 * office's bundle, numbered the same way is headed by one issuer throughout.
 */
function numbersTheCarpeta(signs: PageSigns[]): boolean {
  const numbered = signs.filter((page) => page.mark !== null);
  return (
    numbered.length >= MIN_RUNNING_PAGES &&
    numbered.every((page) => page.mark?.number === page.page.number && page.mark.of === signs.length) &&
    issuersDiffer(signs.map((page) => page.top.issuers))
  );
}

/**
 * A carpeta's index or cover page: it lists the documents after it and is none of them, whatever
 * its numbering or its "se acompañan" (no certification announcing attached pages).
 */
const isIndex = (pages: PageText[]) => isDossierIndex(buildDocument('', pages));

/** Words a line of prose holds at least (a margin column's lines hold fewer). */
const PROSE_WORDS = 5;

/** A line left open: it ends on a word, a comma or a hyphen cutting a word, not a sentence's stop. */
const OPEN_LINE_END = /[\p{L},;-]$/u;
/** A line going on with a sentence: it opens on a word in lower case ("cuarenta metros con …"). */
const RUNNING_ON = /^\p{Ll}{2,}(?![\p{L}.:/@])/u;

/**
 * An inscription's page heading giving its folio alone ("FS 5105", "REGISTRO DE PROPIEDAD   Fs.
 * 843"), which differs from the page before's ("Fs. 842 vta."): the body runs on under it.
 */
const FOLIO_HEADING =
  /^\s*(?:registro\s+de\s+propiedad\s*[-—–·|,]?\s*)?(?:fs\.?|fojas|f\.)\s*\d[\d.]*\s*(?:v(?:ta)?\.?|vuelta)?\s*$/iu;

/**
 * A person's name cut at the line's end after its title ("… con propiedad de doña Juana Rosa") and
 * going on at the next page's top with its last words, then lower-case prose or a clause's stop
 * ("Green Araya en veintiocho metros; …", "Toro; PONIENTE, …"): the sentence runs on though the
 * page opens on a capital.
 */
const NAME_CUT = /\b(?:don|do[ñn]a|se[ñn]ora?)\s+(?:\p{Lu}\p{Ll}+\s+){0,3}\p{Lu}\p{Ll}+$/u;
const NAME_ON = /^(?:\p{Lu}\p{Ll}+\s+){0,2}\p{Lu}\p{Ll}+(?:\s*[;,]|\s+\p{Ll}{2,})/u;

/** A word in capitals cut at the line's end ("a favor de BANCO DE CRÉDITO E IN-")… */
const CAPITALS_CUT = /(?<![\p{L}\d-])\p{Lu}{2,}-$/u;
/** …going on in capitals at the next page's top ("VERSIONES, inscrito a fojas …"). */
const CAPITALS_ON = /^\p{Lu}{2,}(?![\p{L}\d])/u;

/** A page's lines without those its other page also prints at that edge (a footer, a header). */
function bodyLines(page: PageText, other: PageText, edge: Edge): string[] {
  const repeated = edgeLines(other, edge).map(headerKey);
  const stamped = (line: string) => repeated.some((key) => sameHeaderLine(key, headerKey(line)));
  const lines = nonEmpty(page);
  if (edge === 'foot') while (lines.length > 0 && stamped(lines.at(-1) ?? '')) lines.pop();
  else while (lines.length > 0 && stamped(lines[0] ?? '')) lines.shift();
  return lines;
}

/**
 * Whether the page opens in the middle of the sentence the page before left open (footers and
 * headers both pages print aside): the body runs on across the break, whatever the page's later
 * headings (a second transcription, its margin's "COMPRAVENTA") say.
 */
function sentenceRunsOn(before: PageText, page: PageText): boolean {
  const lines = bodyLines(before, page, 'foot');
  const last = lines.at(-1)?.trim() ?? '';
  // A margin column OCR read after the body ("Embargo a fs. …", "San Miguel,", "02/10/2025") ends
  // the page's lines: the body's last line is then its last line of prose.
  const lastProse = lines.findLast((line) => line.trim().split(/\s+/).length >= PROSE_WORDS)?.trim() ?? '';
  const first =
    bodyLines(page, before, 'top')
      .find((line) => !FOLIO_HEADING.test(foldAccents(line)))
      ?.trim() ?? '';
  return (
    ((OPEN_LINE_END.test(last) || OPEN_LINE_END.test(lastProse)) && RUNNING_ON.test(first)) ||
    (CAPITALS_CUT.test(last) && CAPITALS_ON.test(first)) ||
    (NAME_CUT.test(last) && NAME_ON.test(first)) ||
    tableRunsOn(last, first)
  );
}

/**
 * A table's row: three cells or more, apart by a gap of spaces or a box's rule ("Sur   12,00
 * metros   lote diez", "│ Sur │ 12,00 metros │ lote diez │").
 */
function rowCells(line: string): number {
  return line
    .replace(/^[│┃|]|[│┃|]$/gu, '')
    .split(/\s{3,}|\s*[│┃|]\s*/u)
    .filter((cell) => cell.trim() !== '').length;
}

/**
 * A table whose rows go on at the next page's top (no heading between them): the row before the
 * break and the one after it have as many cells. The table runs on across the break as a
 * sentence does (a copy's deslindes cut by its page's end).
 */
function tableRunsOn(last: string, first: string): boolean {
  const cells = rowCells(last);
  return cells >= 3 && rowCells(first) === cells && headEvidence(first).titled.length === 0;
}

/** The identifiers a page's heading lines print ("CERTIFICADO Nº 4410 / 2025" atop a copy). */
const headingIdentifiers = (signs: PageSigns) =>
  identifiersOf(nonEmpty(signs.page).slice(0, HEADING_LINES).join('\n'));

/**
 * Whether the page opens a second inscription copy the office issued in the same file, numbered
 * on with the first ("1/4" … "3/4"): its heading prints a certificate identifier the part does not
 * carry, where the part's first page heads with one too, and it states an owner after pages that
 * stated one (the earlier title's copy, under a heading of its own, "Copia del título anterior").
 */
function anotherNumberedCopy(part: OpenPart, signs: PageSigns): boolean {
  const first = part.pages[0];
  if (!first || !signs.owns || !part.pages.some((page) => page.owns)) return false;
  const heading = headingIdentifiers(signs);
  return (
    heading.size > 0 &&
    headingIdentifiers(first).size > 0 &&
    !sharesIdentifier(part, { ...signs, identifiers: heading })
  );
}

/**
 * Whether a certificate opens on the page after the code that closed the one before it (a bundle's
 * copy ending mid-page, "Código de verificación: …", then "(2) CERTIFICADO DE HIPOTECAS…"): the
 * certificate goes on onto the next page, whose code, printed at its end, is new to the part.
 */
function opensAfterItsCode(page: PageText): boolean {
  const lines = nonEmpty(page);
  const code = lines.findLastIndex((line) => identifiersOf(line).size > 0);
  return code >= 0 && lines.slice(code + 1).some((line) => headEvidence(line).titled.length > 0);
}

/** The most lines a certificate prints under its closing code: its signature, its officer's title. */
const SIGNATURE_LINES = 3;
/** A signature's line is short; a sentence running on is not. */
const SIGNATURE_LINE_LENGTH = 60;

/**
 * Whether the page ends a certificate: its body's last lines are its code and at most a signature
 * under it ("Código de verificación: …", "[firma electrónica]", "EL CONSERVADOR"), the footer
 * the next page prints too aside.
 */
function closedByItsCode(page: PageText, next: PageText): boolean {
  const lines = bodyLines(page, next, 'foot');
  const code = lines.findLastIndex((line) => identifiersOf(line).size > 0);
  if (code < 0) return false;
  const after = lines.slice(code + 1);
  return (
    after.length <= SIGNATURE_LINES &&
    after.every(
      (line) => line.trim().length <= SIGNATURE_LINE_LENGTH && headEvidence(line).titled.length === 0,
    )
  );
}

/** Whether page `index` (with `signs`) continues the open part rather than starting a document. */
function continues(part: OpenPart, signs: PageSigns, index: number, fileNumbering: boolean): boolean {
  const last = part.pages[part.pages.length - 1];
  const previous = last?.mark ?? null;
  if (signs.mark?.number === 1 || signs.index || part.pages.some((page) => page.index)) return false;
  if (last && sentenceRunsOn(last.page, signs.page)) return true;
  // A certificate of its own in a file one office numbered as a whole (dominio vigente, GP and bien
  // familiar on "Pág. 1 de 3" to "3 de 3"): its title heads the page, the office every page of the
  // part (or, where the office is named only in the pages' footers, the title is of another type
  // than the part's), and its codes are not the part's. (A carpeta's pages, headed by several
  // issuers, are left to the rules below.)
  if (
    signs.titled &&
    ownIdentifiers(part, signs) &&
    !(last && opensAfterItsCode(last.page)) &&
    (sameOfficeThroughout(part, signs) || opensAnotherType(part, signs, true))
  )
    return false;
  if (fileNumbering && opensAnotherType(part, signs)) return false;
  // A certificate of another type titled atop the page after the one before closed on its code and
  // signature (a copy with vigencia, then the GP, in one file the office numbered through, "pág.
  // 3/4"), even where the new one prints its own code only on its last page.
  if (last && closedByItsCode(last.page, signs.page) && opensAnotherType(part, signs, true)) return false;
  if (anotherNumberedCopy(part, signs)) return false;
  if (
    signs.mark &&
    previous &&
    (signs.mark.of === previous.of || signs.mark.of === null) &&
    signs.mark.number === previous.number + 1
  )
    return true;
  // The first page left unnumbered ("Hoja 2 de 3", "hoja 2" from the second on): the pages before
  // this one, none numbered, are that many.
  if (
    signs.mark &&
    signs.mark.number > 1 &&
    part.pages.length === signs.mark.number - 1 &&
    part.pages.every((page) => page.mark === null)
  )
    return true;
  if (part.announcedLast !== null && index <= part.announcedLast) return true;
  if (sharesIdentifier(part, signs)) return true;
  if (part.announcedLast !== null) return false;
  if (signs.continued) return true;
  // A page headed by an office that states an owner, after pages that stated one: another inscription.
  const anotherInscription = signs.issuers.size > 0 && signs.owns && part.pages.some((page) => page.owns);
  if (signs.titled || otherIssuer(part, signs) || anotherInscription) return false;
  // A page headed by an issuer after pages naming none (a worn copy's letterhead lost, "SI" for
  // "SII"): a document of its own when the page alone reads as another type than the part.
  const unheaded = (part.pages[0]?.issuers.size ?? 0) === 0 && signs.top.issuers.size > 0;
  return !(unheaded && opensAnotherType(part, signs));
}

/**
 * The fojas and numbers of the inscriptions a text names ("fojas 5120", "Nº 1.733", a header box's
 * "FOJAS ....... 377"), digits only.
 */
function inscriptionNumbers(text: string): Set<string> {
  const named = text.matchAll(/\b(?:fojas|fs\.?|numero|nro\.?|n[°º])(?:\s*[.:])*\s*(\d[\d.]*\d|\d)/gu);
  return new Set([...named].map((match) => (match[1] ?? '').replace(/\./g, '')));
}

/**
 * The first fojas a text names, digits only ("FOJAS 804 V", "fojas ....... 377"), or in words as a
 * certification writes them out ("que rola a fojas mil quinientas dos").
 */
function firstFojas(text: string): string | null {
  const found = /\b(?:fojas|fs\.?)(?:\s*[.:])*\s*(?:(\d[\d.]*)|(?=\p{L}))/u.exec(text);
  if (!found) return null;
  if (found[1]) return found[1].replace(/\./g, '');
  const words = leadingNumberWords(text.slice(found.index + found[0].length));
  return words ? String(words.value) : null;
}

/** A sentence's stop in folded text: a period before a space, not an abbreviation's before a number ("fs. 77"). */
const SENTENCE_STOP = /\.\s+(?![\d(])/u;
/**
 * A line opening on the fojas as a heading or footer prints them ("FOJAS 1402 · NUMERO 1118",
 * "Fojas 5O3   N° 455"), not prose wrapped onto a line ("fojas 61 número 58 del año 1990.-") nor
 * the body's earlier title ("El título anterior está a fojas …").
 */
const FOJAS_HEADING = /^\s*(?:FOJAS|Fojas|F[Ss]\.)(?!\p{L})/u;
/**
 * The fojas a typewritten copy's header prints after its margin's words, apart by a wide gap
 * ("PÉREZ SOTO Juan      fojas 9O5"), or its margin column prints on a line of their own
 * ("fs. 288" under the parties): the copy's own, wherever on the page.
 */
const FOJAS_AFTER_GAP = /\S[ \t]{3,}(?:FOJAS|Fojas|fojas|F[Ss]\.)[ \t]*[\dOl][\dOl.]*[ \t]*$/u;
const FOJAS_ALONE =
  /^\s*(?:FOJAS|Fojas|fojas|F[Ss]\.)[ \t]*[\dOl][\dOl.]*(?:[ \t]*(?:vta\.?|vuelta|v\.?))?\s*$/iu;
/** Lines at the top and the foot of a copy's page where it prints its own fojas ("Fojas 503 … N° 455"). */
const OWN_FOJAS_TOP = 4;
const OWN_FOJAS_FOOT = 2;

/**
 * The fojas a copy gives as its own: those its pages print in their heading or footer lines
 * ("FOJAS 1402 · NUMERO 1118 · AÑO 2001" under the body) or alone in its margin ("fs. 288"), a
 * letter O or l read for a digit beside one repaired ("Fojas 5O3", "fs. l44"), not an earlier
 * title's fojas its body cites; else the first its text names.
 */
function ownFojas(pages: PageText[], text: string): string[] {
  const edges = pages.flatMap((page) => {
    const lines = nonEmpty(page);
    const atEdges = [...lines.slice(0, OWN_FOJAS_TOP), ...lines.slice(-OWN_FOJAS_FOOT)].filter(
      (line) => FOJAS_HEADING.test(line) || FOJAS_AFTER_GAP.test(line),
    );
    return [...atEdges, ...lines.filter((line) => FOJAS_ALONE.test(line))];
  });
  const printed = edges
    .map((line) =>
      firstFojas(
        foldAccents(line.replace(/^.*\S[ \t]{3,}(?=(?:fojas|fs\.)[ \t]*[\dOl])/iu, ''))
          .toLowerCase()
          .replace(/(?<=\d)[ol]|[ol](?=\d)/gu, (letter) => (letter === 'o' ? '0' : '1')),
      ),
    )
    .filter((fojas): fojas is string => fojas !== null);
  const first = firstFojas(text);
  return printed.length > 0 ? printed : first === null ? [] : [first];
}

/** Whether two texts name an inscription at the same fojas. */
function sharesFojas(a: string, b: string): boolean {
  const fojas = (text: string) =>
    new Set(
      [...text.matchAll(/\b(?:fojas|fs\.?)\s*(\d[\d.]*)/gu)].map((match) =>
        (match[1] ?? '').replace(/\./g, ''),
      ),
    );
  const inA = fojas(a);
  return [...fojas(b)].some((value) => inA.has(value));
}

/** A certificate's labelled property line ("Propiedad: pasaje Los Olmos Nº 12, lote 4", "Inmueble : …"). */
const PROPERTY_LINE = /^\s*(?:propiedad|inmueble)\s*:\s*(\S.{7,})$/iu;

/**
 * Whether two runs of pages name the same property on their labelled line: a registry's
 * certificate of each lien registry on one request, the second naming the property but not its
 * inscription again.
 */
function sameLabelledProperty(previous: PageText[], pages: PageText[]): boolean {
  const properties = (run: PageText[]) =>
    new Set(
      run.flatMap((page) =>
        page.lines.flatMap((line) => {
          const value = PROPERTY_LINE.exec(line)?.[1];
          return value ? [foldAccents(value).toLowerCase().replace(/\s+/gu, ' ').trim()] : [];
        }),
      ),
    );
  const before = properties(previous);
  return [...properties(pages)].some((property) => before.has(property));
}

/** A carátula's number: one request may cover several certificates, but two carátulas are two requests. */
const CARATULA = /car[aá]tula\s*(?:n[°º.]?\s*)?:?\s*([a-z0-9][a-z0-9-]{3,}\d)/giu;

/**
 * Whether two runs of pages carry identifiers and none in common: two certificates, each with its
 * own code or carátula (a litigios and bien familiar certificate after the GP on the same
 * inscription), not two sections of one.
 */
function ownCodes(previous: PageText[], pages: PageText[]): boolean {
  const codes = (run: PageText[]) => {
    const raw = run.map((page) => page.lines.join('\n')).join('\n');
    const caratulas = [...raw.matchAll(CARATULA)].map((match) => (match[1] ?? '').toLowerCase());
    return new Set([...identifiersOf(raw), ...caratulas]);
  };
  const before = codes(previous);
  const after = codes(pages);
  return before.size > 0 && after.size > 0 && ![...after].some((code) => before.has(code));
}

/**
 * A copy's certification sending the reader to the pages after it ("la inscripción adjunta", "cuya
 * copia se acompaña", or the verb first: "Se acompaña copia íntegra de la inscripción", "Se
 * transcribe(n) a continuación la referida inscripción y la anterior").
 */
const CERTIFIES_ATTACHED =
  /\bse\s+transcriben?\s+a\s+continuacion\b|inscripcion\s+adjunta|copia\s+adjunta|presente\s+copia|siguientes\s+paginas|que\s+se\s+acompana|(?:copia|inscripcion)(?:\s+(?:autorizada|fiel|integra))?\s+se\s+(?:acompana|adjunta|agrega)|\bse\s+(?:acompana|adjunta|agrega)n?\s+(?:la\s+|una\s+)?copias?\b|compuesta\s+de\s+\S+\s+(?:paginas|hojas|fojas)/;
/**
 * A copy certified as true to its original, with or without vigencia ("testimonio fiel de la
 * inscripción", "la presente copia es fiel a su original", "está conforme con su original").
 */
const CERTIFIES_COPY =
  /\b(?:copia|fotocopia|testimonio)\s+(?:(?:es|esta)\s+)?fiel\b|\b(?:fiel|conforme)\s+(?:con|a|de)\s+su\s+original\b/;
/** A certification sending the reader to the inscription before it. */
// "cuya copia antecede": the relative pronoun before the noun, not after it; "copiada
// precedentemente": the participle of the copy before.
const CERTIFIES_PRECEDING =
  /(?:inscripcion|copia)\s+(?:que\s+(?:antecede|precede)|precedente|transcrita)|\bcuya\s+copia\s+(?:antecede|precede)\b|\b(?:copiada|transcrita)\s+(?:precedentemente|anteriormente|mas\s+arriba)\b/;
/**
 * An inscription's body: who owns the property and how they acquired it, or the deed's sale it
 * inscribes written out ("…, vendió a don X, …, quien compró para sí …"; a deed's own sale is in
 * the present: "vende, cede y transfiere").
 */
const OWNERSHIP =
  /\b(?:es|son)\s+duen[oa]s?\b|\badquiri(?:o|eron)\b|\bvendi(?:o|eron)\s+(?:[^.;]{0,40}?\by\s+transfiri(?:o|eron)\s+)?al?\s|\bquien(?:es)?\s+compr(?:o|aron)\b/;
/** A deed's own wording: its parties appear before the notary. */
const DEED = /\bcomparec|\bante\s+mi\b/;

/**
 * The pages' body text, accent-free and lower-case, its misread label words repaired (a worn
 * copy's "conforme con su orginal"), for the rules below.
 */
const folded = (pages: PageText[]) =>
  foldAccents(repairLabelWords(buildDocument('', pages).text)).toLowerCase();

/**
 * The line at a page's top where a document of its own prints its title or issuer (the lines
 * after it may be a continued deed's clauses citing a "escritura pública" or a "Notaría").
 */
const CONTINUATION_TOP = 1;

/** A run whose first line prints no title nor issuer: it continues the text before it. */
function untitledTop(pages: PageText[]): boolean {
  const { titled, issued } = headEvidence(runText(pages), CONTINUATION_TOP);
  return titled.length === 0 && issued.length === 0;
}

/** The pages' text ends inside a sentence: its last line ends with a word, no stop after it. */
function endsMidSentence(pages: PageText[]): boolean {
  const last =
    pages
      .flatMap((page) => page.lines)
      .filter((line) => line.trim() !== '')
      .at(-1) ?? '';
  return /\p{L}$/u.test(last.trim());
}

/**
 * Whether a run of pages found after a document belongs to it after all: it reads as no known
 * type (a stray heading on a continuation page, an annex); or it is the vigencia certificate of
 * the inscription copy just before (it names the same fojas or number, or "la inscripción que
 * antecede", and states no owner of its own, but in the earlier inscription it may transcribe after
 * it as an annex), or the certification of a plain copy ("testimonio fiel de la inscripción de fojas…"); or it is a further section of the lien certificate
 * before it on the same inscription or labelled property (hipotecas, then prohibiciones, litigios:
 * one GP, as the registry issues it), unless each carries its own code; or it is the rest of the inscription
 * before it, which names the deed it was granted by ("según escritura pública…") but has no party
 * appearing before a notary; or it is the inscription a certification just before
 * announced as attached ("certifica que la inscripción adjunta…", "la presente copia, compuesta de
 * 2 páginas"), its margin heading ("COMPRAVENTA") taken for a deed's title.
 */
function belongsToPrevious(previous: PageText[], pages: PageText[]): boolean {
  // An index's "en el orden en que se acompaña" announces every document after it, none as its annex.
  if (isIndex(previous)) return false;
  const type = classifyDocument(buildDocument('', pages)).type;
  if (type === 'unknown') return true;
  const text = folded(pages);
  const earlier = folded(previous);
  const previousType = classifyDocument(buildDocument('', previous)).type;
  if (type === 'gp' && previousType === 'gp')
    return (
      (sharesFojas(earlier, text) || sameLabelledProperty(previous, pages)) && !ownCodes(previous, pages)
    );
  if (
    type === 'escritura' &&
    (previousType === 'dominio_vigente' || previousType === 'titulo_anterior') &&
    OWNERSHIP.test(earlier) &&
    !DEED.test(text)
  )
    return true;
  // The certification may be followed by the earlier inscription, transcribed as an annex.
  const certification = text.slice(0, annexCueAt(text) ?? text.length);
  // A plain copy's certification ("testimonio fiel …", no vigencia) on a page of its own certifies
  // the copy before it only when it names that copy's own fojas, the first the copy prints, or is
  // headed by the foja after it (the inscription running on: "fs. 612 vta." then "fs. 613"): each
  // earlier title's copy may be a certification-only document naming the fojas the copy before
  // cited as its earlier title. One that names no fojas certifies the copy before it.
  if (
    !certifiesVigencia(certification) &&
    CERTIFIES_COPY.test(certification) &&
    !OWNERSHIP.test(certification) &&
    OWNERSHIP.test(earlier)
  ) {
    // The certification's own words name the copy's fojas first; margin notes above it name others,
    // and so may a margin note it transcribes after its sentence ("La presente copia es fiel a su
    // original. Al margen consta … transferido por inscripción de fojas 188 …").
    const copyAt = certification.search(CERTIFIES_COPY);
    const sentenceEnd = SENTENCE_STOP.exec(certification.slice(copyAt));
    const certified = certification.slice(0, sentenceEnd ? copyAt + sentenceEnd.index : undefined);
    const certifying = certified.slice(copyAt);
    // Fojas a worn copy garbled in the certifying words ("a fojas mul quinientas dos") name the
    // inscription all the same: no margin note's fojas stands in for them.
    const named =
      firstFojas(certifying) ?? (/\b(?:fojas|fs\.?)/u.test(certifying) ? null : firstFojas(certified));
    // One naming no inscription ("La presente copia está conforme con su original.") has nothing
    // to be a document of its own: it certifies the copy it follows.
    if (named === null) return true;
    // One certifying "la copia que antecede" certifies it whatever fojas it names after: those of
    // the inscription that cancelled it ("… y que se encuentra cancelada por la inscripción de
    // fojas 176 …").
    const fojasAt = certified.search(/\b(?:fojas|fs)\b/u);
    if (CERTIFIES_PRECEDING.test(fojasAt === -1 ? certified : certified.slice(0, fojasAt))) return true;
    return ownFojas(previous, earlier).some((own) => [0, 1].includes(Number(named) - Number(own)));
  }
  // The inscription's clauses may run on to the page of its certification ("… en diez metros con
  // sitio" / "cuatro.- CUARTO. TÍTULO: La adquirió …" above "CERTIFICO que la presente es copia
  // fiel … vigente"): the sentence before cut at the page's end, no title at the page's top.
  if (
    certifiesVigencia(certification) &&
    OWNERSHIP.test(earlier) &&
    !DEED.test(text) &&
    endsMidSentence(previous) &&
    untitledTop(pages)
  )
    return true;
  if (certifiesInForce(certification) && !OWNERSHIP.test(certification)) {
    const numbers = inscriptionNumbers(earlier);
    const named = inscriptionNumbers(certification);
    // One certifying "la presente copia" true and in force, naming no inscription, certifies the
    // copy it follows, as a plain copy's does.
    const unnamedCopy = named.size === 0 && CERTIFIES_COPY.test(certification) && OWNERSHIP.test(earlier);
    if (CERTIFIES_PRECEDING.test(certification) || [...named].some((n) => numbers.has(n)) || unnamedCopy)
      return true;
  }
  if (announcedEarlierTitle(earlier, pages, text) || annexThenCertification(earlier, text)) return true;
  // The attached inscription may write the deed's sale in the present, as the deed does ("vende,
  // cede y transfiere a don X, quien compra y acepta"): read as an inscription's copy, no party
  // appearing before a notary, it is still the copy announced.
  const inscription = OWNERSHIP.test(text) || type === 'dominio_vigente' || type === 'titulo_anterior';
  return CERTIFIES_ATTACHED.test(earlier) && !OWNERSHIP.test(earlier) && inscription && !DEED.test(text);
}

/**
 * A certification that the inscription is in force in the fewest words ("CERTIFICO: que la
 * inscripción de fojas …, copiada precedentemente, está vigente."), besides the wordings
 * `certifiesVigencia` knows; "no está vigente" is none.
 */
const IN_FORCE = /(?<!\bno\s)\b(?:esta|se\s+halla)\s+vigente\b/;
const certifiesInForce = (text: string) => certifiesVigencia(text) || IN_FORCE.test(text);

/** Where a certification's own words start ("CERTIFICO que la inscripción de fojas …"). */
const CERTIFIES = /\bcertific[oa]\b/u;

/**
 * A page opening on the annex that transcribes the earlier inscription ("Transcripción de la
 * inscripción anterior (fs. …): …"), the copy's certification after it naming the fojas or the
 * number the copy before names ("CERTIFICO que la inscripción de fojas 2.604 … está vigente"): the copy's own
 * annex and certification, not a copy of the earlier title of its own.
 */
function annexThenCertification(earlier: string, text: string): boolean {
  const cue = annexCueAt(text);
  if (cue === null || OWNERSHIP.test(text.slice(0, cue)) || !OWNERSHIP.test(earlier) || DEED.test(text))
    return false;
  const annexed = text.slice(cue);
  const certifies = annexed.search(CERTIFIES);
  if (certifies < 0 || !certifiesVigencia(annexed.slice(certifies))) return false;
  // Its fojas or its number: a worn copy may garble one of the copy's own ("Afs. 2.604").
  const numbers = inscriptionNumbers(earlier);
  return [...inscriptionNumbers(annexed.slice(certifies))].some((named) => numbers.has(named));
}

/**
 * The earlier inscription a certification said it transcribes after the copy ("y que a
 * continuación se transcribe también la inscripción anterior de fojas ciento cuarenta (140) …,
 * cancelada por la primera"): an inscription's body, no deed, whose own fojas are those the
 * announcement names. It is the copy's annex, certified with it.
 */
function announcedEarlierTitle(earlier: string, pages: PageText[], text: string): boolean {
  const cue = annexCueAt(earlier);
  if (cue === null || !OWNERSHIP.test(text) || DEED.test(text)) return false;
  const named = firstFojas(earlier.slice(cue));
  return named !== null && ownFojas(pages, text).includes(named);
}

/** Lines at the top (or the foot) of a page where a carpeta's running header (or footer) is looked for. */
const RUNNING_HEADER_LINES = 3;
/** A running header is stamped on at least this many pages. */
const MIN_RUNNING_PAGES = 3;
/** Share of a header line's letters OCR may misread on one page and it still be the same line. */
const HEADER_LETTERS_OFF = 0.15;
/** Fewer letters than this are no header line to compare (a lone page number is none). */
const MIN_HEADER_LETTERS = 6;
/** Share of the printed pages whose header numbering must be read right. */
const NUMBERED_SHARE = 0.75;

/** Where a firm stamps the carpeta's pages: atop them, or at their foot ("Hoja 3 de 8"). */
type Edge = 'top' | 'foot';

/** The lines of a page's edge where a running header or footer is looked for. */
function edgeLines(page: PageText, edge: Edge): string[] {
  const lines = nonEmpty(page);
  return edge === 'top' ? lines.slice(0, RUNNING_HEADER_LINES) : lines.slice(-RUNNING_HEADER_LINES);
}

/** A top line as the running header is compared: letters folded, digits masked, noise dropped. */
const headerKey = (line: string) =>
  foldAccents(line)
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/[^a-z#]+/g, ' ')
    .trim();

/**
 * The same header line on another page: equal but for a few letters, as OCR reads the same
 * stamp differently on each page of a scan ("Ossandón & Tapia", "Ossandón 8: Tapia").
 */
function sameHeaderLine(key: string, other: string): boolean {
  const limit = Math.max(2, Math.floor(Math.max(key.length, other.length) * HEADER_LETTERS_OFF));
  return key.length >= MIN_HEADER_LETTERS && editDistance(key, other, limit) <= limit;
}

/** Whether a line numbers the file's own pages ("Hoja 5 de 9" on the fifth page of a file of nine). */
function numbersFilePage(line: string, page: PageText, filePages: number): boolean {
  const mark = pageMark(line);
  return mark !== null && mark.number === page.number && mark.of === filePages;
}

/**
 * The carpeta's running header or footer: lines printed at the same edge of every page of the
 * file, the same but for their digits (and for the letters OCR misread), one of them numbering
 * the FILE's pages ("Página 5 de 9" on its fifth page of nine; on a scan, most pages must show
 * it and say so, as OCR may lose a line or garble a digit). It is the firm's stamp on the whole
 * scan, not a document's title or numbering (a "Hoja 1 de 8" at the foot of a carpeta's index
 * announces no eight-page document), so the split ignores it and the documents are read without
 * it. A cover page may print the firm's stamp in a longer form of its own ("Estudio … Hoja 1 de
 * 9" over "Carpeta de títulos Nº …"): the lines are then the ones on the pages after it. Empty
 * when the file has none.
 */
function runningLines(pages: PageText[], edge: Edge): string[] {
  const printed = pages.filter(
    (page) => (page.lines.join('').match(/\p{L}/gu)?.length ?? 0) >= MIN_PAGE_LETTERS,
  );
  const onAll = linesOn(printed, pages.length, edge);
  return onAll.length > 0 ? onAll : linesOn(printed.slice(1), pages.length, edge);
}

/** The lines at `edge` of most of `printed`, if most of them number the file's pages there. */
function linesOn(printed: PageText[], filePages: number, edge: Edge): string[] {
  if (printed.length < MIN_RUNNING_PAGES) return [];
  const edges = printed.map((page) => edgeLines(page, edge));
  // On a scan OCR may lose the stamp on a page or two ("de" left of "Hoja 5 de 8"): most pages.
  const needed = Math.max(MIN_RUNNING_PAGES, printed.length * NUMBERED_SHARE);
  const onMostPages = [...new Set(edges.flat().map(headerKey))].filter(
    (key) =>
      edges.filter((lines) => lines.some((line) => sameHeaderLine(key, headerKey(line)))).length >= needed,
  );
  const numbered = printed.filter((page, index) =>
    (edges[index] ?? []).some(
      (line) =>
        onMostPages.some((key) => sameHeaderLine(key, headerKey(line))) &&
        numbersFilePage(line, page, filePages),
    ),
  );
  if (numbered.length < needed) return [];
  // A certificate's own footer ("Pág. 2 de 3", its office's address) numbers every page of a file
  // holding it alone too: at the foot, the numbering is the firm's only when the pages it spans
  // come from different issuers.
  return edge === 'foot' && !severalIssuers(printed) ? [] : onMostPages;
}

/** Whether two of the pages are headed by different issuers (a CBR, then the TGR). */
const severalIssuers = (pages: PageText[]) =>
  issuersDiffer(pages.map((page) => new Set(headEvidence(page.lines.join('\n')).issued)));

/** The carpeta's running lines at each edge of its pages. */
type RunningLines = Record<Edge, string[]>;

/**
 * A page without the running header's and footer's lines, nor a line at an edge with running lines
 * numbering the file's pages as they do (the cover's own form of the stamp).
 */
function withoutRunningLines(page: PageText, running: RunningLines, filePages: number): PageText {
  const stamped = (['top', 'foot'] as const).flatMap((edge) => {
    const keys = running[edge];
    return keys.length === 0
      ? []
      : edgeLines(page, edge).filter(
          (line) =>
            keys.some((key) => sameHeaderLine(key, headerKey(line))) ||
            numbersFilePage(line, page, filePages),
        );
  });
  if (stamped.length === 0) return page;
  const dropped = new Set(stamped);
  return { ...page, lines: page.lines.filter((line) => !dropped.has(line)) };
}

/** The documents a file's pages hold, in page order (see the rules above). */
export function splitIntoParts(filePages: PageText[]): PagePart[] {
  const running: RunningLines = {
    top: runningLines(filePages, 'top'),
    foot: runningLines(filePages, 'foot'),
  };
  const pages = filePages.map((page) => withoutRunningLines(page, running, filePages.length));
  // A carpeta printing its documents one after the other under the marks its index gives them.
  const marked = markedDocumentRuns(pages);
  if (marked) return asParts(marked);
  // A carpeta whose index gives each document its sheets ("Hoja 1-2  Copia …", "Hoja 3  Certificado …").
  const indexed = indexedPageRuns(pages);
  if (indexed) return asParts(indexed);
  // A carpeta whose cover names its documents by marks in one sentence ("Contiene: (1) … (2) …").
  const inline = inlineContentsRuns(pages);
  if (inline) return asParts(inline);
  const parts: OpenPart[] = [];
  let open: OpenPart | null = null;
  const allSigns = pages.map(signsOf);
  const fileNumbering = numbersTheCarpeta(allSigns);
  allSigns.forEach((signs, index) => {
    if (signs.blank) {
      open = null;
      return;
    }
    if (!open || !continues(open, signs, index, fileNumbering)) {
      open = { pages: [], announcedLast: null };
      parts.push(open);
    }
    open.pages.push(signs);
    if (signs.mark?.of) open.announcedLast = index + signs.mark.of - signs.mark.number;
  });
  const kept: PageText[][] = [];
  for (const part of parts) {
    const partPages = part.pages.map((signs) => signs.page);
    const previous = kept[kept.length - 1];
    if (previous && belongsToPrevious(previous, partPages)) previous.push(...partPages);
    else kept.push(partPages);
  }
  return asParts(withCopiesApart(kept));
}

/** Runs of pages as parts, with the page range each covers. */
const asParts = (runs: PageText[][]): PagePart[] =>
  runs.flatMap((partPages) => {
    const first = partPages[0];
    const last = partPages[partPages.length - 1];
    return first && last ? [{ first: first.number, last: last.number, pages: partPages }] : [];
  });

const runText = (pages: PageText[]) => pages.map((page) => page.lines.join('\n')).join('\n');

/** The run's text joined as prose reads it, for the statements below. */
const prose = (pages: PageText[]) => folded(pages).replace(/\s+/g, ' ');

/**
 * Where a run of pages holding a copy goes on with a second copy opening mid-page under the first
 * one's closing code (the certified copy, then the cancelled earlier one, "COPIA DE INSCRIPCIÓN
 * CANCELADA", issued together as one run of pages): the first copy's lines and the second's, or
 * null. The cut is after a line giving a code, when the lines before it state an owner and
 * certify the copy, and the lines after open on a title, state an owner of their own and are no
 * other part of the document before (`belongsToPrevious`). The second copy's code may be on the
 * run after (`next`, when it belongs to the second copy): it must have one, none of the first's,
 * so an earlier inscription annexed under the copy's certification, coded with it, stays.
 */
function copyAfterCopy(pages: PageText[], next: PageText[] | undefined): [PageText[], PageText[]] | null {
  const lines: RunLine[] = pages.flatMap((page, index) => page.lines.map((_, row) => ({ page: index, row })));
  const textOf = (line: RunLine) => pages[line.page]?.lines[line.row] ?? '';
  for (let at = 1; at < lines.length; at++) {
    const closing = lines[at - 1];
    if (!closing || identifiersOf(textOf(closing)).size === 0) continue;
    const before = keepLines(pages, lines, 0, at);
    const after = keepLines(pages, lines, at, lines.length);
    const said = prose(before);
    if (!OWNERSHIP.test(said) || !(certifiesVigencia(said) || CERTIFIES_COPY.test(said))) continue;
    if (!OWNERSHIP.test(prose(after)) || headEvidence(runText(after), TOP_LINES).titled.length === 0)
      continue;
    const whole = next && belongsToPrevious(after, next) ? [...after, ...next] : after;
    if (ownCodes(before, whole) && !belongsToPrevious(before, after)) return [before, after];
  }
  return null;
}

/**
 * The runs with each copy followed mid-page by another split in two (`copyAfterCopy`), the second
 * joined by the run after it when that run belongs to it (its certification and code).
 */
function withCopiesApart(runs: PageText[][]): PageText[][] {
  const apart: PageText[][] = [];
  let index = 0;
  let current = runs[0];
  while (current) {
    const next = runs[index + 1];
    const cut = copyAfterCopy(current, next);
    if (!cut) {
      apart.push(current);
      index += 1;
      current = runs[index];
      continue;
    }
    const [first, second] = cut;
    apart.push(first);
    const joined = next !== undefined && belongsToPrevious(second, next);
    if (joined) index += 1;
    current = joined ? [...second, ...next] : second;
  }
  return apart;
}
