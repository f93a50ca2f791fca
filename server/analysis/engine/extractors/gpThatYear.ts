import { findDates } from '../text/dates';

/*
 * A GP written in prose names an entry's year once and refers back to it: the hipoteca "del año
 * 2022, con fecha once de febrero de ese año", the prohibición after it "del mismo año, con igual
 * fecha". The year meant is the one already read: the entry's own, or the entry's before it.
 */

/**
 * "ese", "dicho", "mismo": the words that refer back to a year named before ("este año" is the
 * certificate's own, not the entry's).
 */
const THAT = String.raw`(?:ese|dicho|el\s+mismo|mismo)`;
/** "de ese año", "del mismo año", "de dicho año": the year named before. */
const THAT_YEAR = new RegExp(String.raw`^(.{3,40}?)\s+de(?:l)?\s+${THAT}\s+a[ñn]o(?!\p{L})`, 'iu');

/**
 * The date a label introduces without its year ("once de febrero de ese año"), in the year the
 * entry's reference gives; null when the words after the label are no such date.
 */
export function dateOfThatYear(afterLabel: string, year: number | null): string | null {
  if (year === null) return null;
  const dayMonth = THAT_YEAR.exec(afterLabel)?.[1];
  if (!dayMonth) return null;
  const date = findDates(`${dayMonth} de ${year}`)[0];
  return date && date.index === 0 ? date.iso : null;
}

/** A reference whose year is said as the one before's ("… del Registro de Prohibiciones del mismo año"). */
const SAME_YEAR_AS_BEFORE = new RegExp(String.raw`^[^.;]{0,120}?\bdel?\s+${THAT}\s+a[ñn]o(?!\p{L})`, 'iu');

interface YearedEntry {
  value: { ano: number | null };
  entry: { index: number; end: number; ref: { index: number; text: string } | null };
}

/** Entries whose reference takes the year of the entry printed before them get that year. */
export function yearOfEntryBefore<T extends YearedEntry>(text: string, read: T[]): T[] {
  const inOrder = [...read].sort((a, b) => a.entry.index - b.entry.index);
  const years = new Map<T, number>();
  inOrder.forEach((entry, position) => {
    const before = inOrder[position - 1];
    const year = before ? (years.get(before) ?? before.value.ano) : null;
    const ref = entry.entry.ref;
    if (entry.value.ano !== null || year === null || !ref) return;
    if (SAME_YEAR_AS_BEFORE.test(text.slice(ref.index + ref.text.length, entry.entry.end)))
      years.set(entry, year);
  });
  return read.map((entry) => {
    const year = years.get(entry);
    return year === undefined ? entry : { ...entry, value: { ...entry.value, ano: year } };
  });
}
