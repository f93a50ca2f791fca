import type { Provenance, ProvenanceMap } from '../../../common/record/provenance';
import type { Deslinde, RegistryEntry, Report } from '../../../common/report/schema';
import { editDistance } from '../../../common/text/editDistance';
import { copiedDescriptions, descriptionWords, pairedBoundaries } from './conflicts';
import { isDoubted, nearestSource, ocrDoubted, repairedAt } from './printedAgain';
import { foldLower } from './text/folded';
import { isNumberWord, parseNumberWords } from './text/numberWords';

/*
 * Titles of one property copy one another's description, plano and deslindes (issue #18 item 5).
 * When a worn scan lost or misread words of one copy — a stamp's ring over "estaciona-", a
 * signature over "cuarenta y dos coma" — a careful reader takes them from the other copy, read
 * cleanly. Only the losses OCR leaves are repaired: the doubted copy's words must be the other's
 * with letters or words missing, or, where OCR doubted the copy itself, a few words misread in
 * place. The repaired value says so (`repaired_reading`), for the reviewer to confirm; a side the
 * copy lost whole points at the other title's words instead (`takenFrom`).
 */

/** Words a misread stretch of a doubted copy may hold, and its other copy's words there, at most. */
const MISREAD_WORDS = 2;
const MISREAD_FOR_WORDS = 3;

/** Words a stretch of the other copy may hold where the doubted one lost them (a line's end under a stamp). */
const LOST_WORDS = 6;

/** True when `short`'s characters appear in `long` in order: `long` with some of them lost. */
export function lettersWithin(short: string, long: string): boolean {
  let at = 0;
  for (const character of long) if (at < short.length && character === short[at]) at++;
  return at === short.length;
}

/** The stretches where two word lists differ (around their longest common subsequence), as [a's, b's]. */
export function differingStretches(a: readonly string[], b: readonly string[]): [string[], string[]][] {
  const common: number[][] = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const row = common[i] ?? [];
      row[j] =
        a[i] === b[j]
          ? (common[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(common[i + 1]?.[j] ?? 0, common[i]?.[j + 1] ?? 0);
    }
  const stretches: [string[], string[]][] = [];
  let [i, j] = [0, 0];
  let open: [string[], string[]] | null = null;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      open = null;
      i++;
      j++;
      continue;
    }
    open ??= stretches[stretches.push([[], []]) - 1] ?? null;
    if (!open) break;
    if (j >= b.length || (i < a.length && (common[i + 1]?.[j] ?? 0) >= (common[i]?.[j + 1] ?? 0)))
      open[0].push(a[i++] ?? '');
    else open[1].push(b[j++] ?? '');
  }
  return stretches;
}

/**
 * True when `doubtful` is `clean` as a worn copy reads it: every stretch where they differ is
 * `clean`'s with letters or a few words lost, or, when OCR doubted the reading (`misread`), a
 * word or two misread in place ("Poblacif" for "Población,").
 */
export function readAsLossOf(doubtful: string, clean: string, misread: boolean): boolean {
  const stretches = differingStretches(descriptionWords(doubtful), descriptionWords(clean));
  return (
    stretches.length > 0 &&
    stretches.every(([mine, theirs]) => {
      if (theirs.length > LOST_WORDS) return false;
      if (lettersWithin(mine.join(''), theirs.join(''))) return true;
      return misread && mine.length <= MISREAD_WORDS && theirs.length <= MISREAD_FOR_WORDS;
    })
  );
}

/**
 * The numbers a length gives, in order: "42,15 metros" → 42, 15; "15,00 metros" → 15 (no
 * decimals printed); "dieciocho a veinte metros" → 18, 20 (the "coma" misread).
 */
export function lengthNumbers(largo: string): number[] {
  const numbers: number[] = [];
  let run: string[] = [];
  const close = () => {
    const value = run.length > 0 ? parseNumberWords(run.join(' ')) : null;
    if (value !== null) numbers.push(value);
    run = [];
  };
  for (const token of largo.toLowerCase().match(/[\p{L}]+|\d+(?:[.,]\d+)?/gu) ?? []) {
    if (/^\d/.test(token)) {
      close();
      const [whole = '', decimals = ''] = token.split(/[.,]/);
      numbers.push(Number(whole));
      if (decimals !== '' && Number(decimals) !== 0) numbers.push(Number(decimals));
    } else if (isNumberWord(token) && !(token === 'y' && run.length === 0)) run.push(token);
    else close();
  }
  close();
  return numbers;
}

/** True when `short`'s numbers appear in `long`'s in order. */
function numbersWithin(short: readonly number[], long: readonly number[]): boolean {
  let at = 0;
  for (const number of long) if (at < short.length && number === short[at]) at++;
  return at === short.length;
}

/**
 * True when a boundary's length `doubtful` is `clean` with number words lost ("quince metros"
 * for "cuarenta y dos coma quince metros"), or with the same numbers in a reading already doubted
 * for its shape ("dieciocho a veinte metros").
 */
export function lengthReadAsLossOf(doubtful: string, clean: string, doubtedItself: boolean): boolean {
  const [mine, theirs] = [lengthNumbers(doubtful), lengthNumbers(clean)];
  if (mine.length === 0 || !numbersWithin(mine, theirs)) return false;
  return mine.length < theirs.length || (doubtedItself && doubtful !== clean);
}

/** A value of a title taken from its other copy: where, and the title with it. */
interface Repair {
  path: string;
  entry: number;
  repair: (title: RegistryEntry) => RegistryEntry;
}

/** The descriptions and planos of titles whose descriptions are copies, repaired one from the other. */
function descriptionRepairs(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): Repair[] {
  const entries = report.property_registry_history;
  const repairs: Repair[] = [];
  entries.forEach((mine, i) => {
    entries.forEach((theirs, j) => {
      if (i === j || !mine.descripcion_propiedad || !theirs.descripcion_propiedad) return;
      if (!copiedDescriptions(mine.descripcion_propiedad, theirs.descripcion_propiedad)) return;
      const path = (index: number, key: string) => `property_registry_history[${index}].${key}`;
      const own = nearestSource(provenance, path(i, 'descripcion_propiedad'));
      const other = nearestSource(provenance, path(j, 'descripcion_propiedad'));
      if (!own || !other || !ocrFiles.has(own.file) || !isDoubted(own) || isDoubted(other)) return;
      const description = theirs.descripcion_propiedad;
      if (readAsLossOf(mine.descripcion_propiedad, description, ocrDoubted(own)))
        repairs.push({
          path: path(i, 'descripcion_propiedad'),
          entry: i,
          repair: (title) => ({ ...title, descripcion_propiedad: description }),
        });
      // The plano is printed in the description both copy: a doubted reading of it is the other's.
      const ownPlano = nearestSource(provenance, path(i, 'plano'));
      const otherPlano = nearestSource(provenance, path(j, 'plano'));
      const plano = theirs.plano;
      if (
        mine.plano !== null &&
        plano !== null &&
        mine.plano !== plano &&
        ownPlano &&
        otherPlano &&
        ocrFiles.has(ownPlano.file) &&
        ocrDoubted(ownPlano) &&
        !isDoubted(otherPlano)
      )
        repairs.push({ path: path(i, 'plano'), entry: i, repair: (title) => ({ ...title, plano }) });
    });
  });
  return repairs;
}

/** Boundary lengths of titles copying one another's deslindes, repaired one from the other. */
function boundaryRepairs(report: Report, provenance: ProvenanceMap, ocrFiles: ReadonlySet<string>): Repair[] {
  return pairedBoundaries(report).flatMap(([a, b]) =>
    [
      [a, b],
      [b, a],
    ].flatMap(([mine, theirs]): Repair[] => {
      if (!mine?.largo || !theirs?.largo) return [];
      const own = nearestSource(provenance, mine.path);
      const other = nearestSource(provenance, theirs.path);
      const largo = theirs.largo;
      if (!own || !other || !ocrFiles.has(own.file) || isDoubted(other)) return [];
      if (!lengthReadAsLossOf(mine.largo, largo, isDoubted(own))) return [];
      const repair = (title: RegistryEntry) => ({
        ...title,
        deslindes: title.deslindes.map((deslinde, index) =>
          index === mine.index ? { ...deslinde, largo } : deslinde,
        ),
      });
      return [{ path: mine.path, entry: mine.entry, repair }];
    }),
  );
}

/** Boundaries two titles give alike, at least, for one to be the other's copy. */
const ALIKE_SIDES = 2;

const sideKey = (deslinde: Deslinde) => foldLower(deslinde.direccion ?? '');
const boundaryKey = (deslinde: Deslinde) =>
  [deslinde.direccion, deslinde.largo, deslinde.propiedad].map((part) => foldLower(part ?? '')).join('|');

/**
 * True when a title's deslindes text names `side` as a heading ("ORIENTE, en …"), spelt as
 * printed or one letter off in a long name ("PONIENFÉ,"): the side is printed, its words unread.
 */
export function namesSide(text: string, side: string): boolean {
  const wanted = foldLower(side);
  return [...foldLower(text).matchAll(/(\p{L}+)\s*[,:;]/gu)].some(([, word = '']) =>
    wanted.length >= 6 ? editDistance(word, wanted, 2) <= 1 : word === wanted,
  );
}

/**
 * A side a worn copy of a title names but could not read ("ORIENTE, en treinta y cinco coma
 * sese: n calle Suecia": the words between the length and the neighbour lost), taken whole from
 * another title whose boundaries it otherwise copies (every side it read is the other's, at least
 * two alike), placed where the other title prints it.
 */
function sideRepairs(report: Report, provenance: ProvenanceMap, ocrFiles: ReadonlySet<string>): SideRepair[] {
  const entries = report.property_registry_history;
  return entries.flatMap((mine, i) => {
    const own = provenance[`property_registry_history[${i}].deslindes`];
    if (!own || !ocrFiles.has(own.file) || mine.deslindes.length === 0) return [];
    const read = new Set(mine.deslindes.map(sideKey));
    for (const [j, theirs] of entries.entries()) {
      const other = provenance[`property_registry_history[${j}].deslindes`];
      if (i === j || !other || isDoubted(other)) continue;
      const sides = new Set(theirs.deslindes.map(sideKey));
      const alike = mine.deslindes.filter((deslinde) =>
        theirs.deslindes.some((copy) => boundaryKey(copy) === boundaryKey(deslinde)),
      );
      if (alike.length < ALIKE_SIDES || ![...read].every((side) => sides.has(side))) continue;
      const missing = theirs.deslindes.filter(
        (deslinde) =>
          deslinde.direccion !== null &&
          !read.has(sideKey(deslinde)) &&
          namesSide(own.snippet, deslinde.direccion),
      );
      if (missing.length > 0) return [{ entry: i, source: j, from: theirs.deslindes, missing }];
    }
    return [];
  });
}

/** A title's sides taken from the title it copies (`sideRepairs`, entry `source`), with that title's order. */
interface SideRepair {
  entry: number;
  source: number;
  from: readonly Deslinde[];
  missing: readonly Deslinde[];
}

/**
 * The title's deslindes with the missing sides placed where `from` prints them (after the side
 * printed before them), and the indices they take.
 */
function withSides(
  deslindes: readonly Deslinde[],
  { from, missing }: SideRepair,
): { deslindes: Deslinde[]; added: number[] } {
  const result = [...deslindes];
  const added: number[] = [];
  for (const side of missing) {
    const before = from.slice(0, from.indexOf(side)).map(sideKey);
    const after = result.reduce(
      (last, deslinde, index) => (before.includes(sideKey(deslinde)) ? index : last),
      -1,
    );
    result.splice(after + 1, 0, side);
    for (let k = 0; k < added.length; k++) if ((added[k] ?? 0) >= after + 1) added[k] = (added[k] ?? 0) + 1;
    added.push(after + 1);
  }
  return { deslindes: result, added };
}

/** The provenance of a title's deslindes moved to their indices once `added` were inserted. */
function shiftedBoundaries(
  provenance: ProvenanceMap,
  entry: number,
  added: readonly number[],
): ProvenanceMap {
  const prefix = `property_registry_history[${entry}].deslindes[`;
  const kept = Object.entries(provenance).filter(([path]) => !path.startsWith(prefix));
  const moved = Object.entries(provenance).flatMap(([path, value]) => {
    if (!path.startsWith(prefix)) return [];
    const index = Number(path.slice(prefix.length, path.indexOf(']', prefix.length)));
    let shifted = index;
    for (const at of [...added].sort((a, b) => a - b)) if (at <= shifted) shifted++;
    return [[`${prefix}${shifted}${path.slice(path.indexOf(']', prefix.length))}`, value] as const];
  });
  return Object.fromEntries([...kept, ...moved]);
}

/**
 * The provenance of a side taken whole from the title a worn copy copies: the words of that title
 * that print it, derived (not printed where the copy lost it), with that reading's own doubt. The
 * copy names the side and gives its other sides alike (`sideRepairs`): two titles agree on every
 * side either reads, so the side the other prints is the copy's, not a guess to confirm. Without
 * the other title's words, the copy's own, marked repaired.
 */
function takenFrom(copied: Provenance | undefined, own: Provenance): Provenance {
  return copied ? { ...copied, derived: true } : repairedAt(own);
}

/**
 * The report with the words a worn copy of a title lost taken from another title of the property
 * that copies them, each repaired value marked `repaired_reading` in its own provenance entry (a
 * side lost whole: the other title's, `takenFrom`).
 */
export function repairFromTitleCopies(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): { report: Report; provenance: ProvenanceMap } {
  const repairs = [
    ...descriptionRepairs(report, provenance, ocrFiles),
    ...boundaryRepairs(report, provenance, ocrFiles),
  ];
  const sides = sideRepairs(report, provenance, ocrFiles);
  if (repairs.length === 0 && sides.length === 0) return { report, provenance };
  let history = repairs.reduce(
    (titles, { entry, repair }) => titles.map((title, index) => (index === entry ? repair(title) : title)),
    report.property_registry_history,
  );
  let marked: ProvenanceMap = { ...provenance };
  for (const { path } of repairs) {
    const source = nearestSource(provenance, path);
    if (source) marked[path] = repairedAt(source);
  }
  for (const side of sides) {
    const title = history[side.entry];
    const source = provenance[`property_registry_history[${side.entry}].deslindes`];
    if (!title || !source) continue;
    const { deslindes, added } = withSides(title.deslindes, side);
    history = history.map((entry, index) => (index === side.entry ? { ...entry, deslindes } : entry));
    marked = shiftedBoundaries(marked, side.entry, added);
    side.missing.forEach((missing, at) => {
      const index = added[at];
      const copied = `property_registry_history[${side.source}].deslindes[${side.from.indexOf(missing)}]`;
      for (const field of ['direccion', 'largo', 'propiedad'])
        marked[`property_registry_history[${side.entry}].deslindes[${index}].${field}`] = takenFrom(
          nearestSource(marked, `${copied}.${field}`),
          source,
        );
    });
  }
  return { report: { ...report, property_registry_history: history }, provenance: marked };
}
