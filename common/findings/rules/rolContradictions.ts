import type { DocumentTypeId } from '../../documents/documentTypes';
import { rolesIn } from '../../rol';
import { documentSubject, type RuleContext } from '../context';
import type { Finding } from '../finding';

/** A document that names the property's rol, with the path of that field. */
interface RolMention {
  doc: DocumentTypeId;
  roles: string[];
  path: string;
}

/** The certificates issued for one rol, in the registry's order. */
function certificateRoles(context: RuleContext): RolMention[] {
  const { report } = context;
  const mentions = <T extends { rol_avaluo: string | null }>(
    items: readonly T[] | undefined,
    doc: DocumentTypeId,
    list: string,
  ): RolMention[] =>
    (items ?? []).map((item, index) => ({
      doc,
      roles: rolesIn(item.rol_avaluo ?? ''),
      path: `${list}[${index}].rol_avaluo`,
    }));
  return [
    ...mentions(report.debt_certificates, 'deuda_tgr', 'debt_certificates'),
    ...mentions(report.property_situation_reports, 'serviu_no_expropiacion', 'property_situation_reports'),
    ...mentions(
      report.public_expropriation_certificates,
      'afectacion_utilidad_publica',
      'public_expropriation_certificates',
    ),
    ...mentions(report.certificados_avaluo, 'avaluo_fiscal', 'certificados_avaluo'),
  ].filter((mention) => mention.roles.length > 0);
}

const manzana = (rol: string) => rol.split('-')[0];

/**
 * The rol de avalúo across documents (#11 item 4): every certificate must be for a rol the current
 * inscription names (it may name several: departamento, estacionamiento, bodega), or, when it
 * names none, one the SII appraisals name. A rol of the same manzana is likely another unit of
 * the same building; one of another manzana, another property.
 */
export function rolContradictions(context: RuleContext): Finding[] {
  const current = context.report.property_registry_history[0];
  const certificates = certificateRoles(context);
  const inscribed = rolesIn(current?.rol_avaluo ?? '');
  const appraisals = certificates.filter((mention) => mention.doc === 'avaluo_fiscal');
  const reference =
    inscribed.length > 0
      ? {
          roles: inscribed,
          source: 'la inscripción vigente',
          paths: ['property_registry_history[0].rol_avaluo'],
        }
      : {
          roles: appraisals.flatMap((mention) => mention.roles),
          source: 'el certificado de avalúo fiscal',
          paths: appraisals.map((mention) => mention.path),
        };
  if (reference.roles.length === 0) return [];
  const checked =
    inscribed.length > 0 ? certificates : certificates.filter((mention) => mention.doc !== 'avaluo_fiscal');
  return checked.flatMap(({ doc, roles, path }): Finding[] => {
    const foreign = roles.filter((rol) => !reference.roles.includes(rol));
    if (foreign.length === 0) return [];
    const sameBlock = foreign.every((rol) =>
      reference.roles.some((known) => manzana(known) === manzana(rol)),
    );
    const expected = reference.roles.join(', ');
    return [
      {
        code: 'ROL_INCONSISTENTE',
        severity: sameBlock ? 'media' : 'alta',
        message: sameBlock
          ? `${documentSubject(doc)} es del rol ${foreign.join(', ')}, que no figura en ${reference.source} (${expected}): si es de otra unidad del mismo edificio (estacionamiento, bodega), verificar que se incluya en la operación; si no, solicitar el certificado del rol correcto.`
          : `${documentSubject(doc)} es del rol ${foreign.join(', ')}, distinto del de ${reference.source} (${expected}): el certificado podría corresponder a otra propiedad; solicitarlo para el rol correcto.`,
        doc,
        refs: [path, ...reference.paths],
      },
    ];
  });
}
