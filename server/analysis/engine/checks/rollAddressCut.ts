import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { foldLower } from '../text/folded';

/*
 * The property's address as the SII's roll gives it, in the TGR's and the SII's certificates
 * (issue #17): both print one roll entry, so where OCR's reading of one stops inside a word the
 * other prints whole ("PJE LOS ULMOS 2277 V VA" beside "… V VALLE VOLCANES"), the worn copy lost
 * the rest of it. A reading that stops after a whole word may be the certificate's own shorter
 * print, and is left to the comparison across documents (conflicts.ts).
 */

/** A street's kind one certificate prints and the other leaves out. */
const STREET_KIND = new Set(['cl', 'calle', 'av', 'avda', 'avenida', 'pj', 'pje', 'psje', 'pasaje']);

function rollWords(value: string): string[] {
  const words = foldLower(value).match(/[a-z0-9]+/g) ?? [];
  return STREET_KIND.has(words[0] ?? '') ? words.slice(1) : words;
}

/** Whether `cut` is `whole`'s first words, its last one stopped inside the word `whole` prints there. */
function stopsInsideWord(cut: readonly string[], whole: readonly string[]): boolean {
  const last = cut.at(-1) ?? '';
  const there = whole[cut.length - 1] ?? '';
  return (
    cut.length >= 2 &&
    cut.slice(0, -1).every((word, index) => word === whole[index]) &&
    there.length > last.length &&
    there.startsWith(last)
  );
}

/** Paths of the roll addresses read by OCR that stop inside a word the other certificate prints whole. */
export function rollAddressesCut(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  const addresses = [
    ...(report.debt_certificates ?? []).map((certificate, index) => ({
      path: `debt_certificates[${index}].direccion_propiedad`,
      value: certificate.direccion_propiedad,
    })),
    ...(report.certificados_avaluo ?? []).map((certificate, index) => ({
      path: `certificados_avaluo[${index}].direccion`,
      value: certificate.direccion,
    })),
  ].flatMap(({ path, value }) => (value ? [{ path, words: rollWords(value) }] : []));
  return addresses
    .filter(({ path, words }) => {
      const file = provenance[path]?.file;
      return (
        file !== undefined &&
        ocrFiles.has(file) &&
        addresses.some((other) => other.path !== path && stopsInsideWord(words, other.words))
      );
    })
    .map(({ path }) => path);
}
