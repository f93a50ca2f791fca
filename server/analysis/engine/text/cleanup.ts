import { readRegistryColumn } from './registryColumn';
import type { PageText } from '../pdfText';
import { unboxTables } from './boxedTables';
import { unframeNotes } from './framedNote';
import { readSideBySideRegisters } from './sideBySideRegisters';
import { joinStackedReferences } from './stackedReference';
import { splitMarginColumn } from './textColumns';
import { joinWrappedLabelCells } from './wrappedLabelCell';
import { joinWrappedRowCells } from './wrappedRowCells';

/** The corpus marks every page with this line; it is never document content. */
const WATERMARK = /MUESTRA\s+SINT[ÉE]TICA\s+DE\s+PRUEBA/i;

/** Page furniture: page numbers, signature stamps (the register book's page markers apart). */
const BOILERPLATE = [
  // The office's site may stand before it ("www.cbr.cl   Página 2 de 3"); OCR varies it from page
  // to page ("wew.cbr.cl", "ww.cbr.cl"), so it is not caught as a repeated line.
  /^\s*(?:\S*(?:www|\.cl|\.com|\.org)\S*\s+)?p[áa]g(?:ina|\.)?\s*:?\s*\d+\s*(?:de|\/)\s*\d+\s*$/i,
  /^\s*\d+\s*\/\s*\d+\s*$/,
  // A page number between dashes: "- 2 -", "— 3 —".
  /^\s*[-–—]\s*\d{1,3}\s*[-–—]\s*$/,
  // A stamp framed by asterisks across the text ("****  COPIA SIN VIGENCIA  ****").
  /^\s*\*{3,}[^*]{3,80}\*{3,}\s*$/,
  /documento incorpora firma\s*$/i,
  /^\s*electr[óo]nica avanzada\b/i,
  // The notice of the electronic signature a page prints at its foot ("Documento incorpora firma
  // electrónica avanzada. Verifique en …"), a rule across the page, a stamp's mark ("[ TIMBRE ]
  // CBR …") the copy prints over the text: none is content, and each would cut a sentence running
  // on across the break or under the stamp.
  /^\s*documento\s+(?:incorpora|con|firmado\s+con)\s+firma\s+electr[óo]nica\b.{0,80}$/i,
  // The same notice as a registry's system prints it at every page's foot ("Emito con firma
  // electrónica avanzada (ley N°19.799, de 2002) AA de 13/10/2006 de la Excma. Corte Suprema.-"),
  // alone on its line up to the court it cites.
  /^\s*emito\s+(?:el\s+presente\s+(?:documento|certificado)\s+)?con\s+firma\s+electr[óo]nica\s+avanzada\b.{0,120}?corte\s+suprema\s*\.?-?\s*$/i,
  /^\s*[_=~-]{5,}\s*$/,
  // A carry-forward note at a sheet's foot, after a rule or alone ("////////// sigue a la vuelta",
  // "(continúa en la página siguiente)"): it would cut the sentence running on to the next sheet.
  /^\s*(?:[/_=~.*-]{5,}\s*)?\(?\s*(?:sigue|contin[úu]a|pasa)\s+(?:a\s+la\s+vuelta|al\s+reverso|en\s+(?:la\s+)?(?:p[áa]gina|hoja)\s+siguiente)\s*\)?\s*(?:[/_=~.*-]{3,})?\s*$/i,
  // The same note after a rule OCR read as capitals and marks ("DINO LOA A EIIII sigue a la
  // vuelta"): no lower-case word stands before it, so it is no sentence's end.
  /^[^\p{Ll}]{5,}\s(?:sigue|contin[úu]a|pasa)\s+(?:a\s+la\s+vuelta|al\s+reverso)\s*$/u,
  /^\s*\[\s*(?:timbre|sello|firma|estampilla|stamp)\b[^\]]{0,20}\]/i,
];

/**
 * The register book's page marker ("Fs. 212", "FOJAS 88 vta.", "FS. 2.871 VTA", "- Fs. 58 -"
 * between dashes), alone on its line.
 */
const LONE_FOJAS =
  /^\s*(?:[-–—]\s*)?(?:fs\.?|fojas)\s*\d+(?:\.\d{3})*(?:\s*(?:vta\.?|v|vuelta))?\s*(?:[-–—]\s*)?$/i;
/** A número alone on its line ("Nº171", "Número 2.044"). */
const LONE_NUMERO = /^\s*(?:n[°º.]|n[úu]mero|nro\.?)\s*\d[\d.]*\s*\.?\s*$/i;
/** How many lines below a lone fojas its número may stand (a blank line between them). */
const NUMERO_REACH = 2;

/**
 * A lone fojas line is the book's page marker, unless a lone número follows it (the two head a
 * transcribed inscription: "FOJAS 197 vta." / "Nº171" above its margin and body) or it heads the
 * copy's first page: then it is the inscription's key.
 */
function isPageMarker(lines: string[], at: number, pageIndex: number): boolean {
  if (!LONE_FOJAS.test(lines[at] ?? '') || isHeadingFojas(lines, at, pageIndex)) return false;
  const below = lines.slice(at + 1, at + 1 + NUMERO_REACH).find((line) => line.trim() !== '');
  return below === undefined || !LONE_NUMERO.test(below);
}

/**
 * A line giving an inscription's whole key ("Fojas 5120 Número 4388 Año 2019", fojas.cl's
 * "Inscripción: Fs.1201 Nro 1100 de 2020"): where it differs from page to page it heads each
 * transcribed inscription of a copy, or gives a GP entry's reference, and is content.
 */
const INSCRIPTION_KEY = /\b(?:fojas|fs\.?)\s*#.*\b(?:n[úu]mero|nro|n[°º.]|año)/u;

/**
 * A date in figures ("Fecha ....... 14-05-2018"): a running line prints the same date on every
 * page, so one whose dates differ is content (the dates of two entries, one on each page).
 */
const NUMERIC_DATE = /#[-/.]#[-/.]#/u;

/** A line's shape for spotting running headers and footers: case, digits and spacing ignored. */
function shape(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/** Running headers and footers are short; long repeated lines are content (e.g. a GP split in two registries). */
const MAX_RUNNING_LINE = 60;
/**
 * A line ending with the page's number ("… · www.cbrx.cl · 1/2", "… Página 1 de 2"; in its shape)
 * is page furniture however long: the office's address and site beside the numbering.
 */
const NUMBERED_END = /(?:#\s*\/\s*#|\bp[áa]g(?:ina|\.)?\s*#\s*de\s*#)$/u;

/** Running headers and footers sit in the first or last lines of a page. */
const HEADER_LINES = 6;
const FOOTER_LINES = 8;
/** A running line may move by this many lines from page to page (an extra footer line). */
const DRIFT = 1;

/**
 * Lines repeated at the same place near the top or bottom of most pages of a multi-page document
 * (running headers and footers). The same line elsewhere is content ("Acreedor: BANCO …" for two
 * liens of the same bank, one on each page).
 */
function repeatedShapes(pages: PageText[]): Set<string> {
  if (pages.length < 2) return new Set();
  const places = new Map<string, { page: number; place: number }[]>();
  const variants = new Map<string, Set<string>>();
  pages.forEach((page, pageIndex) => {
    const count = page.lines.length;
    page.lines.forEach((line, index) => {
      const fromBottom = count - 1 - index;
      // Places from the top count up from 0, from the bottom down from -1; a short page has both.
      const found = [
        ...(index < HEADER_LINES ? [index] : []),
        ...(fromBottom < FOOTER_LINES ? [-1 - fromBottom] : []),
      ].map((place) => ({ page: pageIndex, place }));
      const key = shape(line);
      places.set(key, [...(places.get(key) ?? []), ...found]);
      variants.set(key, (variants.get(key) ?? new Set()).add(line.replace(/\s+/g, ' ').trim()));
    });
  });
  const needed = Math.max(2, Math.ceil(pages.length / 2));
  const repeated = new Set<string>();
  for (const [lineShape, seen] of places) {
    if (lineShape.length < 3 || (lineShape.length > MAX_RUNNING_LINE && !NUMBERED_END.test(lineShape)))
      continue;
    if (
      (INSCRIPTION_KEY.test(lineShape) || NUMERIC_DATE.test(lineShape)) &&
      (variants.get(lineShape)?.size ?? 0) > 1
    )
      continue;
    const aligned = seen.some(({ place }) => {
      const near = seen.filter(
        (other) => Math.sign(other.place) === Math.sign(place) && Math.abs(other.place - place) <= DRIFT,
      );
      return new Set(near.map((other) => other.page)).size >= needed;
    });
    if (aligned) repeated.add(lineShape);
  }
  return repeated;
}

/**
 * A long title the first page opens with and every later page repeats atop ("CERTIFICADO DE
 * HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS Y BIEN FAMILIAR"):
 * content on the first page, a running header on the others, where it would cut an entry that
 * runs on across the break.
 */
function repeatedTitles(pages: PageText[]): Set<string> {
  const top = (page: PageText | undefined) => new Set((page?.lines ?? []).slice(0, HEADER_LINES).map(shape));
  const [first, ...later] = pages;
  if (later.length === 0) return new Set();
  const laterTops = later.map(top);
  return new Set(
    [...top(first)].filter(
      (lineShape) =>
        lineShape.length > MAX_RUNNING_LINE && laterTops.every((shapes) => shapes.has(lineShape)),
    ),
  );
}

/**
 * A page's number among the document's pages: "Página 2 de 3", "Hoja 1/2", or the number alone
 * ending the line ("Propiedad 2019 - Fs. 410 - Nº 377      hoja 2").
 */
const PAGE_MARKER = /\b(?:p[áa]g(?:ina|\.)?|hoja)\s*:?\s*\d+(?:\s*(?:de|\/)\s*\d+\b|\s*$)/iu;
/**
 * The page's number and the document's count without a label, set apart from the line's words by
 * a column's gap or a separator ("c.v. MOL-2026-0412-5531      1 / 2"); it numbers the page only
 * when both numbers are this page's and the document's.
 */
const PAGE_COUNT_END = /(?:\s{2,}|[·|•–—-]\s*)(\d{1,2})\s*\/\s*(\d{1,2})\s*$/u;
/**
 * The same in words, alone on its line or after a column's gap ("1 de 2", "Verificación: …   2 de
 * 2"); alone, OCR may glue the number to its "de" ("1de 2").
 */
const PAGE_OF_END =
  /(?:^\s*(\d{1,2})[^\S\n]*|(?:\s{3,}|[·|•–—]\s*)(\d{1,2})[^\S\n]+)de[^\S\n]+(\d{1,2})\s*$/u;
/** The page's number alone between dashes at the end of a header or footer ("C.B.R. X · código … · — 2 —"). */
const DASHED_PAGE_END = /(?:\s{2,}|[·|•]\s*)[-–—]\s*(\d{1,3})\s*[-–—]\s*$/u;
/** Longer lines holding a page marker are content a text layer joined to the footer. */
const MAX_MARKED_LINE = 100;

/**
 * A footer or header line that numbers the page ("CBR COPIAPÓ · Certificado N° 55120 · Página 2
 * de 2", or without the label: "c.v. MOL-… · Firma electrónica   2 / 2", "… · — 2 —"): page furniture on a page of several, which would otherwise cut an entry running on
 * across the break. The raw text keeps it for the office and the code.
 */
function isPageFurniture(line: string, at: number, count: number, pages: number, page: number): boolean {
  const edge = at < HEADER_LINES || count - 1 - at < FOOTER_LINES;
  if (pages < 2 || !edge || line.length > MAX_MARKED_LINE) return false;
  if (PAGE_MARKER.test(line)) return true;
  // The first page's heading may give the inscription's key beside the number ("Inscripción N° 902 ·
  // Fs. 1.045 · Año 2015   — 1 —"): content there.
  if (page === 0 && at < HEADER_LINES && CITES_REFERENCE.test(line)) return false;
  const counted = PAGE_COUNT_END.exec(line);
  const worded = PAGE_OF_END.exec(line);
  return (
    (Number(counted?.[1]) === page + 1 && Number(counted?.[2]) === pages) ||
    (Number(worded?.[1] ?? worded?.[2]) === page + 1 && Number(worded?.[3]) === pages) ||
    Number(DASHED_PAGE_END.exec(line)?.[1]) === page + 1
  );
}

/**
 * A later page's running header printed on that page only ("Certificado de Gravámenes - hoja 2",
 * "CBR OSORNO - Certificado de Gravámenes - Folio interno 52.018"): the office or the
 * certificate named with the sheet's number, a folio, or other parts after a dash. A bare title
 * is no such header: it may open the next certificate of a bundle.
 */
const NAMES_ISSUE = /\b(?:certificado|cbr|conservador)\b/iu;
// The sheet's count ending the line counts too when the text layer glued its label to the office's
// name ("… SANTA BÁRBARAPag: 2/2") or OCR garbled the label ("BÁRBARRag: 2/2").
const HEADER_DETAIL =
  /\s[-–—·|]\s|\b(?:hoja|p[áa]g(?:ina|\.)?)\s*:?\s*\d+\b|\bfolio\b|:\s*\d{1,2}\s*(?:\/|de)\s*\d{1,2}\s*$/iu;
const HEADER_SCAN = 2;
/**
 * A later page's header saying it continues the sheet before and repeating its inscription's
 * reference ("Registro de Propiedad 2018 - Inscripción Nº 1127 - Fojas 1408 (continuación)",
 * "Inscripción Fs. 455 Nº 390 año 2019 (cont.)"): that reference, read in the running text, would
 * cut the sentence it interrupts and be taken for the one the sentence cites.
 */
const CONTINUATION_HEADER =
  /\(\s*(?:contin[úu]aci[óo]n|cont\.|sigue)\s*\)|[-–—·|]\s*contin[úu]aci[óo]n\s*$/iu;
const CITES_REFERENCE = /\b(?:fojas|fs\.?|n[úu]mero|n[°º])\s*:?\s*\d/iu;
/**
 * A later page's header giving the sheet and the copy's folio, nothing else ("Foja 1422 vta.   Folio
 * Registral CRT-…", "Fs. 88 v — Folio 5521"): the copy's running header, not a sentence's words.
 */
const SHEET_FOLIO_HEADER =
  /^\s*(?:fojas?|fs\.?)\s*\d[\d.]*(?:\s*(?:vta\.?|vuelta|v\.?))?\s+(?:[-–—·|]\s*)?folio\b/iu;

/**
 * A later page's header giving the sheet, then the registry and its year set apart by a column's
 * gap ("FS 2232        REGISTRO DE PROPIEDAD        AÑO 2025"): the copy's running header, not a
 * sentence's words (a sentence never leaves such gaps between them).
 */
const SHEET_REGISTRY_HEADER =
  /^\s*(?:fojas?|fs\.?)\s*\d[\d.]*(?:\s*(?:vta\.?|vuelta|v\.))?\s{2,}registro\s+de\s+(?:propiedad|hipotecas|interdicciones|prohibiciones)(?:\s{2,}a[ñn]o\s+\d{4})?\s*$/iu;

/**
 * A sentence the page before left open: its last line ends on a word, a number, a comma or a word
 * hyphenated across the break ("otorgada en la No-" / "taría de …").
 */
const OPEN_SENTENCE = /(?:[\p{L}\d,"]|\p{L}-)\s*$/u;
/**
 * A later page's header naming the registry with the sheet's reference apart from it ("REGISTRO
 * DE PROPIEDAD - AÑO 2014   Fojas 1187"), maybe after the office's place ("Lonquimay · Registro de
 * Propiedad 2019 · Fs. 88"): the copy's running header, not a sentence's words.
 */
const REGISTRY_HEADER =
  /^\s*(?:\p{L}[\p{L}.' ]{1,40}?\s[-–—·|]\s+)?registro\s+de\s+(?:propiedad|hipotecas|interdicciones|prohibiciones)\b/iu;

/** A label and a key alone on a line ("Validación: 3HWK-91PZ", "N° de control GP-26-0731"). */
const LABELLED_KEY = /^\s*\p{L}[\p{L}.°º ]{1,40}?:?\s+((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{5,})\s*$/u;

/**
 * A later page's header repeating a key of the first page's ("Validación: 3HWK-91PZ-LE10" under
 * the office's name, where the first page printed "N° de control: …   Validación: 3HWK-91PZ-LE10"):
 * the certificate's key printed on each sheet, not the words of the entry it interrupts.
 */
function repeatsFirstPageKey(line: string, first: string[]): boolean {
  const key = LABELLED_KEY.exec(line)?.[1];
  return key !== undefined && first.some((other) => other.includes(key));
}

/** A vertical rule of a column drawn with characters, at a line's start or end. */
const LEADING_RULE = /^\s*[|│¦]/u;
const TRAILING_RULE = /(?<=\S)\s?[|│¦]\s*$/u;
/** Lines opening with a rule that make a column of rules on the page (a margin notes column). */
const MIN_RULED_LINES = 3;

/**
 * A body whose margin notes are drawn in a column of rules ("| NOTAS MARGINALES"): a line of the
 * body that runs up to the rule keeps it at its end once the column is read apart ("… calle
 * Prat,|"); the rule is no part of the text.
 */
function withoutTrailingRules(lines: string[]): string[] {
  if (lines.filter((line) => LEADING_RULE.test(line)).length < MIN_RULED_LINES) return lines;
  return lines.map((line) => (LEADING_RULE.test(line) ? line : line.replace(TRAILING_RULE, '')));
}

/** Slashes closing a line of a notarial copy, so nothing can be written after its last word. */
const LINE_FILLER = /\s*\/{2,}\s*$/u;
/** Lines closed so that make it the copy's habit, not a path's or a date's slashes. */
const MIN_FILLED_LINES = 3;

/**
 * A copy whose lines are closed by slashes ("… con domicilio en ave- //", "… Doy fe.- ////"):
 * the filler is no word of the text, and a word cut at the line's end joins its rest again.
 */
function withoutLineFillers(lines: string[]): string[] {
  if (lines.filter((line) => LINE_FILLER.test(line)).length < MIN_FILLED_LINES) return lines;
  return lines.map((line) => line.replace(LINE_FILLER, ''));
}

/** A line framed by colons at both edges (": LINARES, ONCE DE ABRIL … DON OSVALDO  :"). */
const COLON_FRAMED = /^\s*:\s(.*\S)\s*:\s*$/u;
/** Framed lines in a row that make a box of the copy, not a label's colon. */
const MIN_FRAMED_LINES = 3;

/**
 * A transcribed copy boxed by colons down both its sides (a dotted frame typed around it): the
 * colons are the frame's, no words of the text, so each framed line is read without them, and a
 * word cut at a line's end ("DOMICI-" / "LIADO") joins its rest again. Only a run of framed lines
 * is a box: a line alone is a label's.
 */
function withoutColonFrames(lines: string[]): string[] {
  const framed = lines.map((line) => COLON_FRAMED.test(line));
  return lines.map((line, at) => {
    let from = at;
    while (from > 0 && framed[from - 1]) from--;
    let to = at;
    while (to < lines.length - 1 && framed[to + 1]) to++;
    return framed[at] && to - from + 1 >= MIN_FRAMED_LINES ? line.replace(COLON_FRAMED, '$1') : line;
  });
}

/** A line that cites an inscription's fojas. */
const CITES_FOJAS = /\b(?:fojas|fs\.?)\s*:?\s*\d/iu;

/**
 * The fojas heading a copy's first page ("Registro de Propiedad del año 2009" / "Fojas 1204" /
 * "Número mil tres.- …"): the inscription's own, where no line above it cites one, not a book's
 * page marker to drop.
 */
function isHeadingFojas(lines: string[], at: number, pageIndex: number): boolean {
  return pageIndex === 0 && at < HEADER_LINES && !lines.slice(0, at).some((line) => CITES_FOJAS.test(line));
}

/**
 * Removes watermark, boilerplate and running header/footer lines, and reads a register margin
 * joined to the body line by line as its own column; keeps page boundaries.
 */
export function cleanPages(pages: PageText[]): string[][] {
  const repeated = repeatedShapes(pages);
  const titles = repeatedTitles(pages);
  const kept = pages.map((page, index) =>
    withoutTrailingRules(withoutLineFillers(withoutColonFrames(readRegistryColumn(page.lines)))).filter(
      (line, at, lines) =>
        !WATERMARK.test(line) &&
        !BOILERPLATE.some((pattern) => pattern.test(line)) &&
        !isPageMarker(lines, at, index) &&
        !repeated.has(shape(line)) &&
        !isPageFurniture(line, at, page.lines.length, pages.length, index) &&
        !(index > 0 && at < HEADER_LINES && titles.has(shape(line))),
    ),
  );
  return kept.map((lines, index) => {
    const before = kept[index - 1]?.filter((line) => line.trim() !== '').at(-1);
    // A note framed in a box (framedNote.ts) is unframed last: a copy's margin ruled off by a bar
    // is split first.
    if (before === undefined || !OPEN_SENTENCE.test(before))
      return unframeNotes(
        splitMarginColumn(
          readSideBySideRegisters(
            joinWrappedRowCells(joinWrappedLabelCells(joinStackedReferences(unboxTables(lines)))),
          ),
        ),
      );
    // An entry running on across the break: the header this page alone prints would cut it.
    const opening = lines.findIndex((line) => line.trim() !== '');
    const headers = lines
      .slice(opening, opening + HEADER_SCAN)
      .filter(
        (line) =>
          line.length <= MAX_MARKED_LINE &&
          ((NAMES_ISSUE.test(line) && HEADER_DETAIL.test(line)) ||
            repeatsFirstPageKey(line, kept[0] ?? []) ||
            (REGISTRY_HEADER.test(line) && HEADER_DETAIL.test(line) && CITES_REFERENCE.test(line)) ||
            (CONTINUATION_HEADER.test(line) && CITES_REFERENCE.test(line)) ||
            SHEET_FOLIO_HEADER.test(line) ||
            SHEET_REGISTRY_HEADER.test(line)),
      );
    const headings = repeatedHeadings(lines, opening, headers, kept[0] ?? []);
    return unframeNotes(
      splitMarginColumn(
        readSideBySideRegisters(
          joinWrappedRowCells(
            joinWrappedLabelCells(
              joinStackedReferences(
                unboxTables(lines.filter((line, at) => !headers.includes(line) && !headings.has(at))),
              ),
            ),
          ),
        ),
      ),
    );
  });
}

/** A column's heading: a few words in capitals alone on a line ("MARGEN", "INSCRIPCIÓN", "TEXTO DE LA INSCRIPCIÓN"). */
const COLUMN_HEADING = /^\s*\p{Lu}+(?:\s+\p{Lu}+){0,4}\s*$/u;

/**
 * A boxed copy's column headings printed again atop a later page ("MARGEN" / "INSCRIPCION", under
 * its running header) where the first page printed them too: the places (in `lines`) of the run of
 * such headings that opens the page, which would otherwise cut the sentence running on across it.
 */
function repeatedHeadings(lines: string[], opening: number, headers: string[], first: string[]): Set<number> {
  const firstShapes = new Set(first.filter((line) => COLUMN_HEADING.test(line)).map(shape));
  const places = new Set<number>();
  for (let at = opening; at < lines.length; at++) {
    const line = lines[at] ?? '';
    if (line.trim() === '' || headers.includes(line)) continue;
    if (!COLUMN_HEADING.test(line) || !firstShapes.has(shape(line))) break;
    places.add(at);
  }
  return places;
}

export interface JoinedText {
  text: string;
  /** Offset in `text` where each input line starts (or would start, for dropped lines). */
  lineStarts: number[];
}

/**
 * Joins lines into running text: words hyphenated at line ends (and across page breaks) are
 * rejoined, notarial dash fill is dropped and whitespace is collapsed.
 */
export function joinLines(lines: string[]): JoinedText {
  let text = '';
  const lineStarts: number[] = [];
  for (const raw of lines) {
    const line = raw.replace(/-{3,}/g, ' ').replace(/\s+/g, ' ').trim();
    if (line === '' || text === '') {
      lineStarts.push(text.length);
      text += line;
      continue;
    }
    const hyphen = /(\p{L})-$/u.exec(text)?.[1];
    const next = line.charAt(0);
    const upper = (char: string) => /\p{Lu}/u.test(char);
    if (hyphen !== undefined && /(?<!\p{L})\p{Lu}-$/u.test(text) && /\p{Ll}/u.test(next)) {
      // A lot's letter and its number in words ("Lote B-" + "tres"): one name, its hyphen kept.
    } else if (hyphen !== undefined && (/\p{Ll}/u.test(next) || (upper(hyphen) && upper(next)))) {
      // A word split at the line end: "estaciona-" + "miento", "RIQUEL-" + "ME".
      text = text.slice(0, -1);
    } else if (!(hyphen !== undefined && upper(next)) && !(/\d-$/.test(text) && /^\d/.test(line))) {
      text += ' ';
    }
    lineStarts.push(text.length);
    text += line;
  }
  return { text, lineStarts };
}
