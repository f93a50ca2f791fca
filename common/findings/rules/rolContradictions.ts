import type { DocumentTypeId } from '../../documents/documentTypes';
import { statedValues } from '../../documents/statedValues';
import type { Provenance } from '../../record/provenance';
import type { Report } from '../../report/schema';
import { rolesIn } from '../../rol';
import { documentSubject, type RuleContext } from '../context';
import type { ReportFacts } from '../facts';
import type { Finding } from '../finding';

/** A document that names the property's rol, with where it says so. */
export interface RolMention {
  doc: DocumentTypeId;
  /** The rol as the document gives it. */
  value: string;
  roles: string[];
  /** The report field; null for a certificate the report keeps only as facts (aseo). */
  path: string | null;
  /** Where a fact was read (a certificate without a report field). */
  source: Provenance | null;
}

/** A certificate for a rol the reference documents do not name (#10 item 3, #11 item 4). */
export interface RolMismatch {
  mention: RolMention;
  foreign: string[];
  reference: RolMention[];
  /** `la inscripción vigente` or `el certificado de avalúo fiscal`. */
  referenceName: string;
}

function mention(
  doc: DocumentTypeId,
  value: string | null,
  path: string | null,
  source: Provenance | null,
): RolMention {
  return { doc, value: value ?? '', roles: rolesIn(value ?? ''), path, source };
}

/** The certificates issued for one rol, in the registry's order. */
function certificateRoles(report: Report, facts: ReportFacts): RolMention[] {
  return [
    ...statedValues(report, ['rol_avaluo']).map(({ doc, value, path }) =>
      mention(doc, typeof value === 'string' ? value : null, path, null),
    ),
    ...facts.aseo.map((aseo) => mention('no_deuda_aseo', aseo.rol_avaluo, null, aseo.source)),
  ].filter((found) => found.roles.length > 0);
}

/**
 * The rol de avalúo across documents, the one comparison the finding and the field marks share:
 * every certificate must be for a rol the current inscription names (it may name several:
 * departamento, estacionamiento, bodega), or, when it names none, one the SII appraisals name.
 * Rols are compared normalised (`03412-017` is `3412-17`).
 */
export function rolMismatches(report: Report, facts: ReportFacts): RolMismatch[] {
  const current = report.property_registry_history[0];
  const certificates = certificateRoles(report, facts);
  const inscribed = current
    ? mention('dominio_vigente', current.rol_avaluo, 'property_registry_history[0].rol_avaluo', null)
    : null;
  const byInscription = inscribed !== null && inscribed.roles.length > 0;
  const reference = byInscription
    ? [inscribed]
    : certificates.filter((found) => found.doc === 'avaluo_fiscal');
  const roles = reference.flatMap((found) => found.roles);
  if (roles.length === 0) return [];
  const referenceName = byInscription ? 'la inscripción vigente' : 'el certificado de avalúo fiscal';
  const checked = byInscription ? certificates : certificates.filter((found) => !reference.includes(found));
  return checked.flatMap((found): RolMismatch[] => {
    const foreign = found.roles.filter((rol) => !roles.includes(rol));
    return foreign.length > 0 ? [{ mention: found, foreign, reference, referenceName }] : [];
  });
}

const manzana = (rol: string) => rol.split('-')[0];

/**
 * The rol de avalúo across documents (#11 item 4). A rol of the same manzana is likely another
 * unit of the same building; one of another manzana, another property.
 */
export function rolContradictions(context: RuleContext): Finding[] {
  return rolMismatches(context.report, context.facts).map(
    ({ mention: found, foreign, reference, referenceName }) => {
      const roles = reference.flatMap((known) => known.roles);
      const sameBlock = foreign.every((rol) => roles.some((known) => manzana(known) === manzana(rol)));
      const expected = roles.join(', ');
      const subject = documentSubject(found.doc);
      return {
        code: 'ROL_INCONSISTENTE',
        severity: sameBlock ? 'media' : 'alta',
        message: sameBlock
          ? `${subject} es del rol ${foreign.join(', ')}, que no figura en ${referenceName} (${expected}): si es de otra unidad del mismo edificio (estacionamiento, bodega), verificar que se incluya en la operación; si no, solicitar el certificado del rol correcto.`
          : `${subject} es del rol ${foreign.join(', ')}, distinto del de ${referenceName} (${expected}): el certificado podría corresponder a otra propiedad; solicitarlo para el rol correcto.`,
        doc: found.doc,
        refs: [found, ...reference].flatMap((known) => (known.path ? [known.path] : [])),
      };
    },
  );
}
