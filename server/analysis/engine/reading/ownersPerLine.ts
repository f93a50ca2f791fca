import { isCompany } from '../text/names';

/*
 * Owners a form lists one per line under its label ("Propietarios ..: SOTO PAZ ANA MARÍA" over
 * "LEIVA ROJAS JUAN PABLO"): the body text joins the lines into one run of capitals, which the
 * names grammar reads as one name. The printed lines part it again.
 */

/** Words each line must hold for a name of its own: two surnames and a given name, at least. */
const MIN_NAME_WORDS = 3;

const words = (text: string) => text.trim().split(/\s+/u).filter(Boolean);

/**
 * The name parted where the printed text breaks its lines: a line holding its last words alone,
 * under a line ending with the words before them, each part a full name (the first parted again
 * the same way, for three owners or more); else the name as read.
 */
function partedByLine(name: string, lines: string[]): string[] {
  const all = words(name);
  if (isCompany(name) || all.length < MIN_NAME_WORDS * 2) return [name];
  for (const [index, line] of lines.entries()) {
    const next = words(lines[index + 1] ?? '');
    const cut = all.length - next.length;
    if (next.length < MIN_NAME_WORDS || cut < MIN_NAME_WORDS) continue;
    if (next.join(' ') !== all.slice(cut).join(' ')) continue;
    const before = words(line);
    const shared = Math.min(cut, before.length);
    if (shared < MIN_NAME_WORDS || before.slice(-shared).join(' ') !== all.slice(cut - shared, cut).join(' '))
      continue;
    return [...partedByLine(all.slice(0, cut).join(' '), lines), next.join(' ')];
  }
  return [name];
}

/**
 * The name without the form's next label the text joined after it: its last word opening the
 * printed line after the names, with that label's value in ordinary case beside it ("… PATRICIO
 * ESTEBAN" over "PERÍODO   Treinta años.").
 */
function withoutNextLabel(name: string, lines: string[]): string {
  const all = words(name);
  const last = all.at(-1) ?? '';
  if (all.length <= MIN_NAME_WORDS || !/^\p{Lu}{3,}$/u.test(last)) return name;
  const before = all.at(-2) ?? '';
  const labelled = lines.some(
    (line, index) =>
      words(line)[0] === last &&
      /^\S+\s+\p{Lu}\p{Ll}/u.test(line.trim()) &&
      words(lines[index - 1] ?? '').at(-1) === before,
  );
  return labelled ? all.slice(0, -1).join(' ') : name;
}

/** Each owner's name, those the text joined across printed lines parted again. */
export function ownersPerLine(names: string[], pages: { lines: string[] }[]): string[] {
  const lines = pages.flatMap((page) => page.lines);
  return names.flatMap((name) => partedByLine(withoutNextLabel(name, lines), lines));
}
