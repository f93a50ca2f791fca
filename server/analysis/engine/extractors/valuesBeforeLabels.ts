import { foldAccents } from '../../../../common/vocabularies';
import type { FieldSearch } from '../text/labelledValues';
import type { CertificateFields } from './certificateFields';

/*
 * Forms that print each value first and its label after a dotted leader, closing the line
 * ("$ 71.240.918 ........ avalúo total", "GAMERO 2115 ....... dirección"): the label readers look
 * for a value after its label, which in such a form is the next line's value.
 */

/**
 * A line "VALUE ..... label": the value, the leader, then words alone up to the line's end. A worn
 * copy may keep a few of the leader's dots, spaced ("$ 60.318.904 .   . avalúo exento"), or none,
 * a gap standing for it ("02310-00007   rol de avalúo").
 */
const VALUE_LEADER_LABEL =
  /^([^\S\n]*)(\S(?:[^\n]*?\S)?)(?:[^\S\n]*(?:\.{3,}|…+)[^\S\n]*|[^\S\n]+(?:\.[^\S\n]*)+|[^\S\n]{3,})(\p{L}[\p{L} ]{0,40}?)[^\S\n]*$/gmu;

/** Lines of that shape a form prints at least, so that one line's wording is no form. */
const LEAST_LINES = 3;

/** Whether one of the labels is the whole text (accent-folded, lower-case). */
function wholeLabel(labels: readonly RegExp[], text: string): boolean {
  return labels.some((label) => {
    const match = new RegExp(label.source, label.flags.replace('g', '')).exec(text);
    return match !== null && match.index === 0 && match[0].length === text.length;
  });
}

/** Any field's label somewhere in a text: such a text is a label, not a value. */
function holdsLabel(labels: readonly RegExp[], text: string): boolean {
  return labels.some((label) => new RegExp(label.source, label.flags.replace('g', '')).test(text));
}

/**
 * The values of a form printing them before their labels, by path, each recorded where it is
 * printed; empty when the certificate is not such a form (fewer than three lines whose words after
 * the leader are one field's whole label and whose words before it hold none). `searches` in order
 * of preference: the first whose label is the whole label words takes the line.
 */
export function valuesBeforeLabels(
  fields: CertificateFields,
  searches: readonly (readonly [string, FieldSearch<unknown>])[],
  confidence = 0.8,
): Map<string, unknown> {
  const allLabels = searches.flatMap(([, search]) => search.labels);
  const lines = [...fields.document.raw.matchAll(VALUE_LEADER_LABEL)].flatMap((match) => {
    const [, lead = '', value = '', label = ''] = match;
    const folded = foldAccents(label).toLowerCase().trim();
    const search = searches.find(([, candidate]) => wholeLabel(candidate.labels, folded));
    if (!search || holdsLabel(allLabels, foldAccents(value).toLowerCase())) return [];
    return [{ search, value, start: match.index + lead.length }];
  });
  const found = new Map<string, unknown>();
  if (lines.length < LEAST_LINES) return found;
  for (const { search, value, start } of lines) {
    const [path, { recognize }] = search;
    const read = found.has(path) ? null : recognize(value);
    if (!read) continue;
    found.set(path, read.value);
    fields.record.raw(path, start + read.start, read.end - read.start, confidence);
  }
  return found;
}
