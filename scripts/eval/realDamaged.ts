import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { OcrReader } from '../../server/analysis/engine/analyzeDossier';
import { textPdf } from './pdfWriter';
import {
  REAL_DEV,
  realDevCertificates,
  scoreRealSet,
  type RealCertificate,
  type RealDevResult,
  type TruthEntry,
} from './realDev';
import { random, seedOf } from './wornScans';

/*
 * "real-dev damaged" (issue #18): every real-dev certificate's text damaged the ways real text
 * extraction damages certificates from other offices, rendered as a text PDF (pdfWriter.ts) and
 * scored against the same truth.json (realDev.ts). Each damage keeps the values' meaning: spaces
 * lost on whole lines, adjacent words glued, lines re-wrapped at another width with hyphenated
 * words, runs of spaces, a registry heading moved after its items (scrambled columns), page
 * footers and headers ("Pág. 2 de 3", the office's address, a barcode-like code) inserted
 * mid-paragraph at a page break, lines in capitals or lower case, OCR letter confusions ("rn"/"m",
 * "l"/"1", dropped accents, "ñ" as "n") in words that hold no scored value, "N°"/"Nº"/"N.º"/
 * "Nro."/"número" swapped, thousands dots in fojas/número/año ("fojas 1.140") and the vuelta glued
 * to its number ("2148VTA"). Four variants per certificate, one per mix (extraction, layout, OCR,
 * a lighter blend of all), each seeded by the certificate's name, so the set never changes.
 * The same texts rendered undamaged read 403/403, as the real-dev PDFs do.
 *
 * Scored on 08ce91c before any engine change for it (88 PDFs, 1612 fields):
 *   before: 1463/1612 (90.8%; dv 271/288, gp 1192/1324), types 87/88; values stated / wrong /
 *           silent / marked / traced 1414 / 14 / 5 (0.4%) / 9.2% / 99.7%
 * Its misses by cause: glued text the reader did not split again (keywords glued to the word before
 * and their number, "inscritoafojas3.869", "INSCRITOAFOJAS6672"; a page side between number and
 * número, "461FNro.337"; dates glued to "fecha" and their month; lien kinds glued to their
 * article and the next word, "UNASERVIDUMBRE", "Hipotecainscrita"; "RoldeavalúoN°"), OCR letters
 * in label words ("ava1úo", "Cornuna", "Certlficado"), and values pushed past a page footer.
 *   after (reading/normalize.ts, text/ocrLabelWords.ts, classify/scoreTypes.ts,
 *   extractors/inscription.ts; tests/engine/extractionDamage.test.ts):
 *           1586/1612 (98.4%; dv 284/288, gp 1302/1324), types 88/88; 1509 / 3 / 0 (0.0%) / 4.8% / 100%
 * with dev text, real-dev (403/403), cbr (1162/1162), house styles and held-out H–M text unchanged.
 */

type Next = () => number;
type Damage = (lines: string[], next: Next, spared: ReadonlySet<string>) => string[];

/** A page break between two lines of a damaged text. */
const PAGE_BREAK = '\f';
/** Lines per rendered page (pdfWriter.ts draws 13 pt apart from the top margin). */
const PAGE_LINES = 56;

const pick = <T>(next: Next, items: readonly T[]): T => {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The lines that hold text (not blank, not a page break), by index. */
const textLines = (lines: readonly string[]) =>
  lines.flatMap((line, index) => (line.trim() && line !== PAGE_BREAK ? [index] : []));

/** Replaces every space between two tokens with `join(left, right)`'s choice. */
function respace(line: string, choose: (left: string, right: string) => string): string {
  return line.replace(
    /(\S+) (?=(\S+))/g,
    (_whole, left: string, right: string) => left + choose(left, right),
  );
}

/** Two tokens glued would make one number of two: "1140 2020" stays apart. */
const gluesNumbers = (left: string, right: string) => /\d$/.test(left) && /^\d/.test(right);

/** Every space of a block of lines and of some single lines lost ("aFs.520Nro.1131delAño1956"). */
const squeezeSpaces: Damage = (lines, next) => {
  const indices = textLines(lines);
  const out = [...lines];
  const start = Math.floor(next() * indices.length);
  const block = indices.slice(start, start + 3 + Math.floor(next() * 8));
  const singles = indices.filter(() => next() < 0.1);
  for (const index of [...block, ...singles])
    out[index] = respace(out[index] ?? '', (left, right) => (gluesNumbers(left, right) ? ' ' : ''));
  return out;
};

/** Some adjacent words glued ("delRegistro", "fojas1140"). */
const glueWords: Damage = (lines, next) =>
  lines.map((line) =>
    respace(line, (left, right) => (!gluesNumbers(left, right) && next() < 0.08 ? '' : ' ')),
  );

/** Some single spaces widened into runs, as extraction spaces out justified lines. */
const spaceRuns: Damage = (lines, next) =>
  lines.map((line) => respace(line, () => (next() < 0.08 ? ' '.repeat(2 + Math.floor(next() * 4)) : ' ')));

/** Lines longer than a new width broken at it, long words hyphenated across the break. */
const rewrap: Damage = (lines, next) => {
  const width = 45 + Math.floor(next() * 50);
  return lines.flatMap((line) => {
    const parts: string[] = [];
    let rest = line;
    while (rest.length > width) {
      const cut = rest.lastIndexOf(' ', width);
      const word = /[A-Za-zÁÉÍÓÚÑáéíóúñ]{4,}$/.exec(rest.slice(0, width))?.[0] ?? '';
      const tail = /^[A-Za-zÁÉÍÓÚÑáéíóúñ]{3,}/.exec(rest.slice(width))?.[0] ?? '';
      if (word && tail && next() < 0.6) {
        parts.push(`${rest.slice(0, width)}-`);
        rest = rest.slice(width);
      } else if (cut > 0) {
        parts.push(rest.slice(0, cut));
        rest = rest.slice(cut + 1);
      } else break;
    }
    parts.push(rest);
    return parts;
  });
};

const HEADING =
  /^\s*(?:registro de|hipotecas|grav[áa]menes|prohibiciones|interdicciones|embargos|inscripciones|certificado|\d+\s*[.-]?\s*(?:hipotecas|grav|prohib))/i;

/** A registry heading moved after the items below it, as scrambled columns come out. */
const scrambleHeading: Damage = (lines, next) => {
  const headings = lines.flatMap((line, index) =>
    HEADING.test(line) && line.trim().length <= 90 && !/\d{3,}/.test(line) ? [index] : [],
  );
  if (headings.length === 0) return lines;
  const from = pick(next, headings);
  const out = [...lines];
  let to = from + 1;
  // The items under it: up to the next blank line or heading, at most eight lines.
  while (to < out.length && to - from <= 8 && out[to]?.trim() && !HEADING.test(out[to] ?? '')) to++;
  const [heading] = out.splice(from, 1);
  out.splice(to - 1, 0, heading ?? '');
  return out;
};

const ADDRESSES = [
  'Avenida Libertador Bernardo O’Higgins 1302, piso 2 - Fono (2) 2345 6789 - www.conservador-bienes.cl',
  'Oficina: Calle Prat 845, of. 12 - Teléfono 41 221 7788 - atencion@cbr-oficina.cl',
  'Conservador de Bienes Raíces - Horario de atención: lunes a viernes de 8:30 a 14:00 horas',
];

/** A barcode-like line: groups of capitals and digits, sometimes between asterisks. */
const codeLine = (next: Next) => {
  const groups = Array.from({ length: 3 + Math.floor(next() * 3) }, () =>
    Array.from({ length: 4 }, () => pick(next, [...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join(''),
  );
  return next() < 0.5 ? `*${groups.join('')}*` : groups.join(' ');
};

/** A page numbering line of the certificate's own ("Pag: 1/2", "Página 1 de 3"). */
const NUMBERED = /\bp[aá]g(?:ina)?\.?\s*:?\s*\d{1,3}\s*(?:de|\/)\s*\d{1,3}\b/i;

/** Lines of text on one page at most, leaving room for its footer and header. */
const PAGE_TEXT_LINES = PAGE_LINES - 6;

/**
 * Page footers and headers inserted mid-paragraph, with the page break between them, numbered in
 * order on every page ("Pág. 2 de 3"), as one office prints them. A text that numbers its own
 * pages ("Pag: 1/2") keeps its numbering: its pages end after each of its numbering lines, where
 * the office's address and code are added.
 */
const footers: Damage = (lines, next) => {
  const sign = next() < 0.5 ? 'Pág.' : 'Página';
  const address = next() < 0.6 ? [pick(next, ADDRESSES)] : [];
  const code = next() < 0.6 ? [codeLine(next)] : [];
  const header = next() < 0.5 ? [pick(next, ADDRESSES)] : [];
  if (lines.some((line) => NUMBERED.test(line)))
    return lines.flatMap((line, index) =>
      NUMBERED.test(line)
        ? [...address, line, ...code, ...(index < lines.length - 2 ? [PAGE_BREAK] : [])]
        : [line],
    );
  const inside = textLines(lines).filter(
    (index) => index > 2 && index < lines.length - 3 && lines[index + 1]?.trim(),
  );
  const chosen =
    inside.length > 0
      ? [...new Set([pick(next, inside), pick(next, inside)].slice(0, 1 + Math.floor(next() * 2)))]
      : [];
  // No page longer than a page: a cut at least every PAGE_TEXT_LINES lines.
  const cuts: number[] = [];
  let from = 0;
  for (const cut of [...chosen.sort((x, y) => x - y), lines.length - 1]) {
    while (cut - from >= PAGE_TEXT_LINES) cuts.push((from += PAGE_TEXT_LINES) - 1);
    if (cut < lines.length - 1) cuts.push((from = cut + 1) - 1);
  }
  const pages = cuts.length + 1;
  const footer = (page: number) => [`${sign} ${page} de ${pages}`, ...address, ...code];
  const out: string[] = [];
  from = 0;
  cuts.forEach((cut, index) => {
    out.push(...lines.slice(from, cut + 1), ...footer(index + 1), PAGE_BREAK, ...header);
    from = cut + 1;
  });
  out.push(...lines.slice(from), ...footer(pages));
  return out;
};

/** Some lines, or a block of them, in capitals or lower case. */
const changeCase: Damage = (lines, next) => {
  const indices = textLines(lines);
  const out = [...lines];
  const start = Math.floor(next() * indices.length);
  const block = new Set([
    ...indices.slice(start, start + 2 + Math.floor(next() * 6)),
    ...indices.filter(() => next() < 0.1),
  ]);
  for (const index of block) {
    const line = out[index] ?? '';
    out[index] = next() < 0.5 ? line.toUpperCase() : line.toLowerCase();
  }
  return out;
};

/** OCR's letter confusions, inside words that hold no scored value. */
const CONFUSIONS: [RegExp, string][] = [
  [/rn/, 'm'],
  [/m/, 'rn'],
  [/(?<=\p{L})l/u, '1'],
  [/(?<=\p{L})i/u, 'l'],
  [/(?<=\p{L})o(?=\p{L})/u, '0'],
  [/cl/, 'd'],
];

const ocrLetters: Damage = (lines, next, spared) =>
  lines.map((line) =>
    line.replace(/\p{L}{4,}/gu, (word) => {
      if (spared.has(fold(word)) || next() >= 0.12) return word;
      const candidates = CONFUSIONS.filter(([from]) => from.test(word));
      if (candidates.length === 0) return word;
      const [from, to] = pick(next, candidates);
      return word.replace(from, to);
    }),
  );

/** Accents and the tilde lost on some lines ("numero", "ano", "Concepcion"). */
const dropAccents: Damage = (lines, next) =>
  lines.map((line) =>
    next() < 0.4
      ? line
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .normalize('NFC')
      : line,
  );

/** The number sign written another way: N°, Nº, N.º, Nro., número. */
const numberSigns: Damage = (lines, next) =>
  lines.map((line) =>
    line.replace(/\b(?:N\s?[°º]|N\.\s?[°º]|Nro\.?|N[úu]mero|No\.)(\s*)(?=\d)/gi, () => {
      const sign = pick(next, ['N°', 'Nº', 'N.º', 'Nro.', 'número', 'Nro', 'N°']);
      return `${sign}${next() < 0.4 ? '' : ' '}`;
    }),
  );

/** Thousands dots in the numbers after fojas, número and año labels ("fojas 1.140"). */
const thousandsDots: Damage = (lines, next) =>
  lines.map((line) =>
    line.replace(
      /((?:fojas|fs\.?|fjs\.?|n\s?[°º]|nro\.?|n[úu]mero|a[ñn]o)\s*:?\s*)(\d{4,6})(?![\d/.-])/gi,
      (whole, label: string, digits: string) =>
        next() < 0.7 ? `${label}${digits.replace(/\B(?=(\d{3})+$)/g, '.')}` : whole,
    ),
  );

/** The vuelta glued to its number ("2148VTA", "520v"). */
const glueVuelta: Damage = (lines, next) =>
  lines.map((line) =>
    line.replace(/(\d)\s+(vta\.?|vuelta|v)(?=[\s,.;)]|$)/gi, (whole, digit: string, mark: string) =>
      next() < 0.7 ? `${digit}${pick(next, [mark, mark.toUpperCase(), 'VTA', 'vta'])}` : whole,
    ),
  );

/** The mixes, one damaged variant each: what extraction, page layout and OCR do, and a blend. */
const MIXES: { name: string; damages: Damage[] }[] = [
  { name: 'extraction', damages: [numberSigns, glueVuelta, glueWords, squeezeSpaces] },
  { name: 'layout', damages: [rewrap, scrambleHeading, footers, spaceRuns] },
  { name: 'ocr', damages: [thousandsDots, ocrLetters, dropAccents, changeCase] },
  {
    name: 'blend',
    damages: [
      numberSigns,
      thousandsDots,
      glueVuelta,
      rewrap,
      scrambleHeading,
      footers,
      ocrLetters,
      squeezeSpaces,
    ],
  },
];

const MONTHS =
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre';
const NUMBER_WORDS =
  'uno una dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos mil';

/** Words the OCR confusions leave alone: those of a scored value (places, lien kinds, dates). */
function sparedWords(truth: TruthEntry): Set<string> {
  const values = [truth['conservador'], truth['comuna'], truth['gravamenes'], truth['prohibiciones']];
  const words = JSON.stringify(values).match(/\p{L}+/gu) ?? [];
  return new Set([
    ...words.map(fold),
    ...`${MONTHS} ${NUMBER_WORDS} vuelta frente`.split(' '),
    ...'hipoteca hipotecas prohibicion prohibiciones embargo embargos reglamento servidumbre usufructo precautoria interdiccion litigio censo arrendamiento familiar'.split(
      ' ',
    ),
  ]);
}

/** The lines cut into pages at the page breaks and every PAGE_LINES lines. */
function paginate(lines: readonly string[]): string[][] {
  const pages: string[][] = [[]];
  for (const line of lines) {
    const page = pages[pages.length - 1] ?? [];
    if (line === PAGE_BREAK || page.length >= PAGE_LINES) pages.push(line === PAGE_BREAK ? [] : [line]);
    else page.push(line);
  }
  return pages.filter((page) => page.length > 0);
}

/** The damaged text of one certificate in one mix, the same on every run. */
export function damagedText(text: string, name: string, mix: number, spared: ReadonlySet<string>): string[] {
  const chosen = MIXES[mix];
  if (!chosen) throw new Error(`no damage mix ${mix}`);
  const next = random(seedOf(`${name}#${chosen.name}`));
  return chosen.damages.reduce<string[]>((lines, damage) => damage(lines, next, spared), text.split('\n'));
}

/** Every real-dev certificate in every mix, as text PDFs named after the original and the mix. */
export function damagedCertificates(): RealCertificate[] {
  return realDevCertificates().flatMap(({ name, truth }) => {
    const text = readFileSync(join(REAL_DEV, 'txt', name.replace(/\.pdf$/, '.txt')), 'utf8');
    const spared = sparedWords(truth);
    return MIXES.map(({ name: mix }, index) => ({
      name: name.replace(/\.pdf$/, `.${mix}.pdf`),
      bytes: textPdf(paginate(damagedText(text, name, index, spared))),
      truth,
    }));
  });
}

export async function evaluateRealDamaged(
  work: string,
  ocr: OcrReader,
  verbose: boolean,
): Promise<RealDevResult> {
  return scoreRealSet(
    work,
    'real-dev-damaged',
    'damaged variants of the real certificates',
    damagedCertificates(),
    ocr,
    verbose,
  );
}
