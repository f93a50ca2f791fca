import { parseInteger } from '../text/amounts';
import { foldKeepingLength } from '../text/folded';
import type { CertificateFields } from './certificateFields';
import type { DebtPath } from './tgrSectionTotals';

/*
 * A TGR certificate may head each debt with its name alone on a line ("Deuda no vencida") and list
 * under it the cuotas it holds (indented, which a text layer does not keep), each closed by its amount ("cuota 4/2026  venc.
 * 30/11/2026 ..... $ 211.440"), with no total of its own: the section's debt is what its cuotas
 * add up to. Read as a label, the heading has no amount beside it, and a section printed is no
 * section missing (which would be no debt).
 */

/** A section's heading alone on its line, maybe closed by a colon. */
const HEADINGS: Record<DebtPath, RegExp> = {
  total_deuda_vencida_liquidada: /^[ \t]*deuda\s+(?:vencida|morosa)(?:\s+liquidada)?[ \t]*:?[ \t]*$/u,
  total_deuda_no_vencida_liquidada:
    /^[ \t]*deuda\s+(?:no\s+vencida|por\s+vencer)(?:\s+liquidada)?[ \t]*:?[ \t]*$/u,
};
/** A cuota's line under the heading, its amount in pesos closing it. */
const CUOTA_LINE = /^[ \t]*cuotas?\b[^\n]*?\$[ \t]*(\d{1,3}(?:\.\d{3})+|\d+)[ \t]*$/u;
/**
 * The same line as a worn copy reads it, the peso sign lost ("cuota 4/2026 venc. 30/11/21 26
 * 211.440"): its last number in thousands groups, doubtful (a date's digits may stand beside it).
 */
const WORN_CUOTA_LINE = /^[ \t]*cuotas?\b[^\n]*?\s(\d{1,3}(?:\.\d{3})+)[ \t]*$/u;

/**
 * The debt of the section `path` names, as its heading's cuotas add up to, recorded where the
 * first is printed (doubtful when it sums several, no printed figure holding it, or read one
 * without its peso sign); null unless the
 * heading stands alone with a cuota's line or more right under it.
 */
export function headedSectionDebt(fields: CertificateFields, path: DebtPath): { value: number } | null {
  const lines = fields.document.raw.split('\n');
  let offset = 0;
  for (const [at, line] of lines.entries()) {
    const heading = HEADINGS[path].exec(foldKeepingLength(line).toLowerCase());
    if (heading) {
      let itemOffset = offset + line.length + 1;
      const amounts: { value: number; index: number; length: number; sure: boolean }[] = [];
      for (const next of lines.slice(at + 1)) {
        const folded = foldKeepingLength(next).toLowerCase();
        const signed = CUOTA_LINE.exec(folded);
        const cuota = signed ?? WORN_CUOTA_LINE.exec(folded);
        const value = cuota?.[1] ? parseInteger(cuota[1]) : null;
        if (!cuota?.[1] || value === null) break;
        amounts.push({
          value,
          index: itemOffset + next.lastIndexOf(cuota[1]),
          length: cuota[1].length,
          sure: signed !== null,
        });
        itemOffset += next.length + 1;
      }
      const [first] = amounts;
      if (first) {
        fields.record.raw(path, first.index, first.length);
        if (amounts.length > 1 || amounts.some((amount) => !amount.sure))
          fields.record.doubt(path, ['inferred']);
        return { value: amounts.reduce((sum, amount) => sum + amount.value, 0) };
      }
    }
    offset += line.length + 1;
  }
  return null;
}
