import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';

/*
 * A list of parties read from words that hold no list of parties (a margin note's "COMPRAVENTA
 * … a …", a stamp's "CBR …", "MARGEN"): most of its names fail their shape, and the names that
 * pass were read from the same words, so they are no surer ("HOSTAL Y TURISMO LASCAR SpA", the
 * buyer a margin note names, listed among owners with the note's other words).
 */

/** At least this many names of a list failing their shape show it was read from other words. */
const FEWEST_DOUBTED = 2;

/** The lists of parties of the report: owners and sellers of each inscription, a GP's owners. */
function partyLists(report: Report): { prefix: string; size: number }[] {
  return [
    ...report.property_registry_history.flatMap((entry, index) => [
      { prefix: `property_registry_history[${index}].propietarios`, size: entry.propietarios.length },
      { prefix: `property_registry_history[${index}].vendedores`, size: entry.vendedores.length },
    ]),
    ...(report.gp_certificates ?? []).map((gp, index) => ({
      prefix: `gp_certificates[${index}].propietarios`,
      size: gp.propietarios.length,
    })),
  ];
}

/**
 * Paths of the names left unmarked in a list where at least half the names, and FEWEST_DOUBTED
 * or more, were doubted for their shape or role.
 */
export function namesOfGarbledLists(report: Report, marked: ProvenanceMap): string[] {
  return partyLists(report).flatMap(({ prefix, size }) => {
    const names = Array.from({ length: size }, (_, at) => `${prefix}[${at}].nombre`);
    const doubted = names.filter((path) =>
      marked[path]?.unsure?.some((reason) => reason === 'name_shape' || reason === 'name_role'),
    );
    return doubted.length >= FEWEST_DOUBTED && doubted.length * 2 >= size
      ? names.filter((path) => marked[path] !== undefined && !doubted.includes(path))
      : [];
  });
}
