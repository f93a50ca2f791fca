import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { statedLeaves } from '../traceValues';

/*
 * A verification code read by OCR beside the codes its office gave the dossier's other
 * certificates (issue #17). An office numbers its certificates in one format ("1126-OSN-77412",
 * "1126-OSN-77413"): a group where one code prints the office's letters and the other digits that
 * look like them ("08N" for "OSN": 0 for O, 8 for S) is OCR's misreading, and a careful reader
 * reads the letters the other code prints; a code lacking the leading group its siblings print
 * ("2611-0048813" beside "PA-2611-0048812") lost it to the worn copy, and is doubtful.
 */

/** Letters OCR reads as each digit on a worn copy. */
const LETTERS_FOR_DIGIT: Readonly<Record<string, string>> = {
  '0': 'OQD',
  '1': 'ILT',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'BS',
};

const groupsOf = (code: string) =>
  code
    .trim()
    .split(/[-\s]+/)
    .filter(Boolean);

const isLetters = (group: string) => /^\p{L}+$/u.test(group);

/** True when `read` is `printed` (all letters) with some letters read as look-alike digits. */
function lettersReadAsDigits(read: string, printed: string): boolean {
  if (read.length !== printed.length || read === printed || !isLetters(printed)) return false;
  return [...read.toUpperCase()].every((char, index) => {
    const letter = printed[index]?.toUpperCase() ?? '';
    return char === letter || (LETTERS_FOR_DIGIT[char] ?? '').includes(letter);
  });
}

interface Code {
  path: string;
  value: string;
  groups: string[];
  ocr: boolean;
}

function codesOf(report: Report, provenance: ProvenanceMap, ocrFiles: ReadonlySet<string>): Code[] {
  return statedLeaves(report).flatMap(([path, value]) => {
    if (!path.endsWith('.codigo_verificacion') || typeof value !== 'string') return [];
    const file = provenance[path]?.file;
    return [{ path, value, groups: groupsOf(value), ocr: file !== undefined && ocrFiles.has(file) }];
  });
}

/** Whether two codes share a group as printed: the same office's numbering. */
const shareAGroup = (a: readonly string[], b: readonly string[]) => a.some((group) => b.includes(group));

/**
 * The code with each group OCR read as digits for the letters a sibling code prints in that
 * place (same groups and lengths, one group alike as printed), or the code itself.
 */
function readAsSibling(code: Code, siblings: readonly Code[]): string {
  let groups = code.groups;
  for (const sibling of siblings) {
    if (sibling.groups.length !== groups.length || !shareAGroup(groups, sibling.groups)) continue;
    groups = groups.map((group, index) => {
      const printed = sibling.groups[index] ?? '';
      return /\d/.test(group) && lettersReadAsDigits(group, printed) ? printed : group;
    });
  }
  if (groups === code.groups) return code.value;
  let at = 0;
  return code.value.replace(/[^-\s]+/g, () => groups[at++] ?? '');
}

/**
 * The report with the codes read by OCR whose office's letters it read as digits given as the
 * dossier's other codes print them.
 */
export function codesReadAsSiblings(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): Map<string, string> {
  const codes = codesOf(report, provenance, ocrFiles);
  const read = new Map<string, string>();
  for (const code of codes) {
    if (!code.ocr) continue;
    const value = readAsSibling(
      code,
      codes.filter((other) => other.path !== code.path),
    );
    if (value !== code.value) read.set(code.path, value);
  }
  return read;
}

/** Certificates an office issued one after another: their numbers this close. */
const CONSECUTIVE = 100;

/**
 * Whether two codes' groups are alike but for their last, a number of the same length close to
 * the other's: the office's numbering of certificates issued together.
 */
function numberedTogether(a: readonly string[], b: readonly string[]): boolean {
  const [lastA = '', lastB = ''] = [a.at(-1), b.at(-1)];
  return (
    a.length === b.length &&
    a.slice(0, -1).every((group, index) => group === b[index]) &&
    /^\d+$/.test(lastA) &&
    /^\d+$/.test(lastB) &&
    lastA.length === lastB.length &&
    Math.abs(Number(lastA) - Number(lastB)) < CONSECUTIVE
  );
}

/**
 * Paths of the codes read by OCR that lack the leading group of letters a sibling code prints
 * before the same groups, numbered together with it.
 */
export function codesShortOfAGroup(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  return ocrCodesBesideASibling(report, provenance, ocrFiles, (code, sibling) => {
    const [head = '', ...rest] = sibling.groups;
    return code.groups.length >= 2 && isLetters(head) && numberedTogether(rest, code.groups);
  });
}

/**
 * Paths of the codes read by OCR that are another code of the dossier cut short: its beginning,
 * ending inside or after one of its groups ("KLT-4Q7M-318" beside "KLT-4Q7M-3185", "SB-2026-009"
 * beside "SB-2026-0093319-2"), the rest lost at a worn line's edge.
 */
export function codesCutShortOfASibling(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  return ocrCodesBesideASibling(
    report,
    provenance,
    ocrFiles,
    (code, sibling) =>
      code.groups.length >= 2 &&
      sibling.value.trim().length > code.value.trim().length &&
      sibling.value.trim().startsWith(code.value.trim()),
  );
}

/** Paths of the codes read by OCR that stand to another code of the dossier as `related` says. */
function ocrCodesBesideASibling(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
  related: (code: Code, sibling: Code) => boolean,
): string[] {
  const codes = codesOf(report, provenance, ocrFiles);
  return codes
    .filter((code) => code.ocr && codes.some((sibling) => sibling !== code && related(code, sibling)))
    .map((code) => code.path);
}

/** True when two characters are a digit and a letter OCR reads for each other ("4" and "A"). */
function lookAlike(a: string, b: string): boolean {
  const [x, y] = [a.toUpperCase(), b.toUpperCase()];
  return (LETTERS_FOR_DIGIT[x] ?? '').includes(y) || (LETTERS_FOR_DIGIT[y] ?? '').includes(x);
}

/** True when two groups of one length differ only by a digit read for a look-alike letter. */
function differByLookAlikes(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  return [...a].every((char, index) => char === b[index] || lookAlike(char, b[index] ?? ''));
}

/**
 * Paths of the codes read by OCR that give a group of their office's format otherwise than a
 * sibling code (same groups, one alike as printed) by a digit read for a look-alike letter
 * ("FAQ7-221M-0944" beside "F4Q7-221M-0932"): one of the two was misread, and OCR cannot say
 * which. A group of letters the sibling prints is read as it (codesReadAsSiblings) before.
 */
export function codesReadTwoWays(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  return ocrCodesBesideASibling(report, provenance, ocrFiles, (code, sibling) =>
    aGroupDiffers(code, sibling, differByLookAlikes),
  );
}

/**
 * Whether a code and a sibling in the same format (as many groups, one alike as printed) differ in
 * a group as `differs` says (its index in the code given).
 */
function aGroupDiffers(
  code: Code,
  sibling: Code,
  differs: (group: string, siblingGroup: string, index: number) => boolean,
): boolean {
  return (
    sibling.groups.length === code.groups.length &&
    shareAGroup(code.groups, sibling.groups) &&
    code.groups.some((group, index) => differs(group, sibling.groups[index] ?? '', index))
  );
}

/** A group of letters long enough to be an office's name, not a document's letter ("A", "B"). */
const MIN_OFFICE_LETTERS = 3;

/** True when two groups of letters of one length differ by one letter ("CRRC" and "CBRC"). */
function oneLetterApart(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < MIN_OFFICE_LETTERS || !isLetters(a) || !isLetters(b)) return false;
  return [...a].filter((char, index) => char !== b[index]).length === 1;
}

/**
 * Paths of the codes read by OCR whose office's letters differ by one from those a sibling code
 * prints in the same place (same groups, one alike as printed: "CRRC-26-5531-A" beside
 * "CBRC-26-5531-B"), no other code printing them as it does: OCR misread a letter of the office.
 */
export function codesWithAnOfficeLetterMisread(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  const codes = codesOf(report, provenance, ocrFiles);
  const printedElsewhere = (code: Code, index: number) =>
    codes.some((other) => other.path !== code.path && other.groups[index] === code.groups[index]);
  return ocrCodesBesideASibling(report, provenance, ocrFiles, (code, sibling) =>
    aGroupDiffers(
      code,
      sibling,
      (group, siblingGroup, index) => oneLetterApart(group, siblingGroup) && !printedElsewhere(code, index),
    ),
  );
}

/** A code's group that is a year ("2026" in "FRN-7731-2026"). */
const YEAR_GROUP = /^(?:19|20)\d\d$/;

/**
 * Whether two codes of one office (their first group alike, a run of letters) print a year in
 * the same place, not the same year, and every other number they both print close (certificates
 * the office issued together, in one year).
 */
function yearsDisagree(code: Code, sibling: Code): boolean {
  const [head = '', ...rest] = code.groups;
  if (!isLetters(head) || sibling.groups[0] !== head) return false;
  let years = false;
  for (const [index, group] of rest.entries()) {
    const other = sibling.groups[index + 1];
    if (other === undefined) break;
    if (YEAR_GROUP.test(group) && YEAR_GROUP.test(other)) years ||= group !== other;
    else if (
      /^\d+$/.test(group) &&
      /^\d+$/.test(other) &&
      Math.abs(Number(group) - Number(other)) >= CONSECUTIVE
    )
      return false;
  }
  return years;
}

/**
 * Paths of the codes read by OCR that give another year than two sibling codes of their office
 * agreeing on theirs ("FRN-7732-2020" beside "FRN-7731-2026" and "FRN-7733-2026"), or than the
 * one sibling a code lost its last group beside ("AND-2020-" beside "AND-2026-1187"): a digit of
 * the year misread.
 */
export function codesOfAnotherYear(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  const codes = codesOf(report, provenance, ocrFiles);
  return codes
    .filter((code) => {
      if (!code.ocr) return false;
      const disagreeing = codes.filter((sibling) => sibling !== code && yearsDisagree(code, sibling));
      const cut = disagreeing.some((sibling) => sibling.groups.length > code.groups.length);
      return disagreeing.length >= 2 || cut;
    })
    .map((code) => code.path);
}
