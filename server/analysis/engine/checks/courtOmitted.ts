import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { foldLower } from '../text/folded';

/*
 * A court-ordered entry (an embargo, a precautionary measure, a lawsuit) names, after the act it
 * forbids, the court and the case that ordered it ("… de celebrar actos y contratos, decretada por
 * el Juzgado de Letras de X, causa Rol C-…"). An action read as the act alone left out what the
 * entry gives as its ground; whether the report wants the act, the court or both is for the
 * reviewer to confirm, so the value is doubted rather than stated.
 */

/** Kinds of entry a court orders; a contractual prohibition names a court only in another entry. */
const COURT_ORDERED = /embargo|precautori|judicial|litigio|demanda|retenci[oó]n|medida/i;

/** Words naming a court or a case. */
const COURT = /\b(?:juzgado|tribunal|corte de apelaciones|causa rol|rol c-)/;

/**
 * Where the entry's own words end: the next entry's list mark ("b)", "2.1", "B.1)"), an article
 * before a kind in capitals ("Una HIPOTECA"), a registry's heading ("-- Registro …"), the next
 * section's label.
 */
const NEXT_ENTRY =
  /\s(?:[a-zA-Z](?:\.\d+)?\)|\d+\.\d+\s|\d+\.\s+\p{Lu})|\s(?:[Uu]na?|[Oo]tra)\s+\p{Lu}{4,}|--|\b(?:[Rr]egistro de|REGISTRO DE|[Ll]itigios|LITIGIOS|[Bb]ien familiar|BIEN FAMILIAR|[Ii]nterdicciones|INTERDICCIONES)\b/u;

/** The most characters an entry's clause runs after its action. */
const CLAUSE_LENGTH = 320;

/**
 * True when the entry's words after the action name a court or case that the action does not.
 * `entry` is the snippet the whole entry was read from.
 */
export function courtLeftOut(action: string, entry: string): boolean {
  // Folding keeps a composed text's length: the entry's own capitals mark where the next begins.
  const printed = entry.normalize('NFC').replace(/\s+/g, ' ');
  const text = foldLower(printed);
  const value = foldLower(action).replace(/\s+/g, ' ').trim();
  if (COURT.test(value) || text.length !== printed.length) return false;
  const at = text.indexOf(value);
  if (at === -1) return false;
  const from = at + value.length;
  const end = NEXT_ENTRY.exec(printed.slice(from, from + CLAUSE_LENGTH));
  return COURT.test(text.slice(from, from + (end ? end.index : CLAUSE_LENGTH)));
}

/** Paths of the court-ordered prohibitions' actions that leave out the court their entry names. */
export const actionsWithoutCourt = (report: Report, provenance: ProvenanceMap): string[] =>
  (report.gp_certificates ?? []).flatMap((gp, index) =>
    gp.prohibiciones.flatMap((lien, at) => {
      const path = `gp_certificates[${index}].prohibiciones[${at}]`;
      const entry = provenance[path];
      return lien.accion && entry && COURT_ORDERED.test(lien.tipo) && courtLeftOut(lien.accion, entry.snippet)
        ? [`${path}.accion`]
        : [];
    }),
  );

/** A lawsuit's kind: the entry names the court or case it was filed in. */
const LAWSUIT = /litigio|demanda/i;

/**
 * The prohibitions read as a lawsuit whose entry names no court nor case but a beneficiary ("…
 * ELÉCTRICA a favor de EDELMAG S.A."): another registry's entry (a servitude, a mortgage) a worn
 * table's rows interleaved with the lawsuits' heading, so every value read of it is in doubt.
 */
export const lawsuitsWithoutCourt = (report: Report, provenance: ProvenanceMap): string[] =>
  (report.gp_certificates ?? []).flatMap((gp, index) =>
    gp.prohibiciones.flatMap((lien, at) => {
      const path = `gp_certificates[${index}].prohibiciones[${at}]`;
      const snippet = foldLower(provenance[path]?.snippet ?? '');
      return LAWSUIT.test(lien.tipo) &&
        lien.acreedor &&
        !COURT.test(snippet) &&
        /\ba favor de(?:l)?\b/.test(snippet)
        ? [path]
        : [];
    }),
  );
