/*
 * A verification code a worn copy or a stamp broke (issue #17): OCR read part of it as the code and the rest
 * as a fragment after it on its line ("PQR-5512-08; 31", "MNT-4] 7KX-22QA", "SRVC-26 QX"). Its
 * structure still checks (selfCheckingCode), so only the words after it show the cut.
 */

/**
 * After the code: a bracket or semicolon glued to it, or after a few spaces a fragment standing
 * alone, of up to four characters with a digit or of two capitals; not a word of the sentence
 * ("DE"), a signer's initial ("A. REINOSO") or name ("ANA", "JEFE"), nor "N°". Or a group's hyphen
 * and what OCR read of the group ("SLR-334 -?K"): the code's last group, split off by a stamp. Or
 * a dot glued to it and a short group ("CBRL-26-0317.X"): a code in parts joined by middle dots,
 * read as dashes and a dot, its last part left out.
 */
const FRAGMENT_AFTER =
  /^(?:[;\]|}]|[.·][A-Z0-9]{1,4}(?=\s|$|[,;:])|\s{1,4}(?!(?:DE|EL|LA|EN)\b)(?:(?=[A-Z]{0,3}\d)[A-Z0-9]{1,4}|[A-Z]{2})(?=\s|$|[,;:])|\s{1,4}[-–][^\s\p{Ll}]{1,4}(?=\s|$))/u;

/**
 * After a code ending on a short group ("QLL-DOM-2"), a stamp's words in capitals, then the rest
 * of the code on the same line ("… MUNICIPALIDAD DE QUILLÓN 7/2026"): a stamp printed across the
 * code split it, and what was read is only its start.
 */
const STAMP_ACROSS = /^\s+(?:\p{Lu}[\p{Lu}.'-]*\s+){1,5}[A-Z\d/.-]*\d[A-Z\d/.-]*(?=\s|$)/u;
const SHORT_LAST_GROUP = /[-/.][A-Z0-9]{1,2}$/u;

/** The words after the code in its snippet; null when the snippet does not hold it. */
function afterCode(value: string, snippet: string): { code: string; after: string } | null {
  const code = value.trim();
  const at = code === '' ? -1 : snippet.indexOf(code);
  return at === -1 ? null : { code, after: snippet.slice(at + code.length) };
}

/** True when the code is followed in its snippet by a fragment of itself a worn copy split off. */
export function codeRunsOn(value: string, snippet: string): boolean {
  const found = afterCode(value, snippet);
  return found !== null && FRAGMENT_AFTER.test(found.after);
}

/** A blot a stamp left glued to the code's last character ("QMC-DOM-2O26-01▒3"). */
const BLOT_AFTER = /^[^\p{L}\p{N}\s.,;:()[\]{}"'«»‘’“”/|–—-]/u;
/** A group of digits with the letter O among them ("2O26"): a stamped or blurred digit read as a letter. */
const LETTER_AMONG_DIGITS = /(?:^|[-/.])(?=[\dO]*O)(?=(?:[\dO]*\d){3})[\dO]{4,}(?=$|[-/.])/u;

/**
 * True when a stamp broke the code on a printed copy too: its words stand between the code read
 * and the rest of it, a blot is glued to it, or a digit of it reads as the letter O.
 */
export function stampAcrossCode(value: string, snippet: string): boolean {
  const found = afterCode(value, snippet);
  if (found === null) return false;
  return (
    (SHORT_LAST_GROUP.test(found.code) && STAMP_ACROSS.test(found.after)) ||
    BLOT_AFTER.test(found.after) ||
    LETTER_AMONG_DIGITS.test(found.code)
  );
}
