import type { Report } from '../../../../common/report/schema';
import { foldLower } from '../text/folded';

/*
 * An inscription names each of its owners once. An owner whose name's words are all words of
 * another owner's name in the same list ("INVERSIONES LOS PINOS LTDA." beside "INVERSIONES LOS
 * PINOS LIMITADA", read again from a margin note or the certification) is that party read twice.
 */

/** A company's words as certificates abbreviate them, spelt out. */
const ABBREVIATED: Readonly<Record<string, string>> = { ltda: 'limitada', cia: 'compania' };

/** A name's words, folded and spelt out, to compare names across documents in any order. */
export const nameWords = (name: string): Set<string> =>
  new Set((foldLower(name).match(/[a-z]+/g) ?? []).map((word) => ABBREVIATED[word] ?? word));

/** Whether every word of `part` is a word of `whole`, and `whole` has more. */
const within = (part: Set<string>, whole: Set<string>) =>
  part.size >= 2 && whole.size > part.size && [...part].every((word) => whole.has(word));

/** Paths of the owners' names of one list that repeat another owner of the same list. */
export function ownersListedTwice(report: Report): string[] {
  const lists = [
    ...report.property_registry_history.map((entry, index) => ({
      prefix: `property_registry_history[${index}].propietarios`,
      owners: entry.propietarios,
    })),
    ...(report.gp_certificates ?? []).map((gp, index) => ({
      prefix: `gp_certificates[${index}].propietarios`,
      owners: gp.propietarios,
    })),
  ];
  return lists.flatMap(({ prefix, owners }) => {
    const words = owners.map((owner) => nameWords(owner.nombre ?? ''));
    return words.flatMap((own, at) =>
      words.some((other, index) => index !== at && within(own, other)) ? [`${prefix}[${at}].nombre`] : [],
    );
  });
}
