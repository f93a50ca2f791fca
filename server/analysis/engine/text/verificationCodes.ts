/*
 * Verification codes by issuer (chilean-documents.md §13) and the characters OCR confuses in
 * them. A confusion is repaired only where the issuer's pattern allows a single reading (a letter
 * where only digits may stand); where both readings fit, or the issuer has no known pattern, the
 * code read by OCR is kept as read and marked unsure.
 */

type CharClass = 'digit' | 'upper';

interface Segment {
  kind: CharClass;
  min: number;
  max: number;
}

/** Issuers whose code shape is known (chilean-documents.md §13); add others here as they are confirmed. */
export type CodeIssuer = 'tgr';

const digits = (min: number, max = min): Segment => ({ kind: 'digit', min, max });

/** Known code shapes; other issuers' codes are free alphanumerics. */
export const CODE_PATTERNS: Readonly<Record<CodeIssuer, readonly Segment[]>> = {
  // Barcode number "001SD2026…": 3 digits, 2 capitals, 10 or more digits.
  tgr: [digits(3), { kind: 'upper', min: 2, max: 2 }, digits(10, 20)],
};

/** Characters tesseract reads for one another on these documents. */
const LOOK_ALIKES: readonly string[] = ['0OQDo', '1Il|i', '5Ss', '8B', '2Z', '6G', '4A', '7T'];

const ALLOWED: Readonly<Record<CharClass, RegExp>> = {
  digit: /^\d$/,
  upper: /^[A-Z]$/,
};

function lookAlikes(char: string): string[] {
  const group = LOOK_ALIKES.find((chars) => chars.includes(char));
  const variants = group ? [...group] : [char];
  return [...new Set([char, ...variants, char.toLowerCase(), char.toUpperCase()])];
}

/** Readings of one OCR'd character that the class allows. */
function readings(char: string, kind: CharClass): string[] {
  return lookAlikes(char).filter((candidate) => ALLOWED[kind].test(candidate));
}

export interface CodeReading {
  value: string;
  /** True when OCR may have confused a character the pattern cannot decide. */
  unsure: boolean;
}

function segmentSource(segment: Segment): string {
  return `([A-Za-z0-9|]{${segment.min},${segment.max}})`;
}

/**
 * True when a code of unknown shape holds a character OCR may have read for its look-alike of the
 * other kind: a letter O, I or l in a group that also holds digits ("KWOPZ3RT", "O8T4RQ"), or a
 * digit 0 or 1 between two capitals ("SE612D0M25"). Issuers leave O, I and l out of random codes
 * for this very reason, and tesseract confuses O and 0 most of all; a letter O in a group of
 * letters alone ("DOM-2045") is a word's. Any other confusion (8 for B, A for 4) shows only in
 * the confidence OCR gave the code's word, which the provenance weighs (ocrDoubt.ts).
 */
function ambiguousCharacter(code: string): boolean {
  const mixed = code
    .split(/[-\s]+/)
    .some((group) => /[OIl|]/.test(group) && /\d/.test(group) && /\p{L}/u.test(group));
  return mixed || /[A-Z][01][A-Z]/.test(code);
}

/**
 * The code as its issuer prints it: OCR confusions repaired where the pattern decides
 * (`0015D2025…` → `001SD2025…` for TGR), unsure where it does not (`KWOPZ3RT` could be `KWQPZ3RT`).
 * Text-layer codes are returned as printed.
 */
export function resolveCode(code: string, issuer: CodeIssuer | null, ocr: boolean): CodeReading {
  if (!ocr) return { value: code, unsure: false };
  const segments = issuer ? CODE_PATTERNS[issuer] : null;
  if (!segments) return { value: code, unsure: ambiguousCharacter(code) };
  const match = new RegExp(`^${segments.map(segmentSource).join('')}$`).exec(code);
  if (!match) return { value: code, unsure: true };
  let group = 1;
  let unsure = false;
  const value = segments
    .map((segment) => {
      const kind = segment.kind;
      const part = match[group++] ?? '';
      return [...part]
        .map((char) => {
          // A character the pattern allows is kept; one it does not is replaced by its only
          // allowed look-alike, and left unsure when there are several or none.
          if (ALLOWED[kind].test(char)) return char;
          const options = readings(char, kind);
          if (options.length !== 1) unsure = true;
          return options[0] ?? char;
        })
        .join('');
    })
    .join('');
  return { value, unsure };
}
