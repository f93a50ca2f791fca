import { dayNumber, formatDay } from '../../format/dates';
import { isCompany, samePerson } from '../../people';
import type { MarriageCertificate, RegistryPerson } from '../../report/schema';
import type { RuleContext } from '../context';
import type { Finding } from '../finding';

function spouseOf(certificate: MarriageCertificate, owner: RegistryPerson): string | null {
  if (samePerson(certificate.marido, owner)) return certificate.mujer.nombre.trim();
  if (samePerson(certificate.mujer, owner)) return certificate.marido.nombre.trim();
  return null;
}

/**
 * The estado civil an owner has in the current inscription against the civil registry's
 * certificates (#11 item 4): a single owner a marriage certificate names or whose no-marriage
 * certificate does not confirm it, a married owner a no-marriage certificate names, a separation of property the marriage certificate does not show.
 * Who may sell, and with whose consent, depends on it (arts. 1749 and 150 of the Código Civil).
 */
export function estadoCivilContradictions(context: RuleContext): Finding[] {
  const current = context.report.property_registry_history[0];
  if (!current) return [];
  const certificates = context.report.certificados_matrimonio ?? [];
  const acquired = dayNumber(current.fecha_registro);
  return current.propietarios.flatMap((owner, index): Finding[] => {
    if (!owner.nombre.trim() || isCompany(owner) || owner.estado_civil === null) return [];
    const ownerPath = `property_registry_history[0].propietarios[${index}].estado_civil`;
    const certificateIndex = certificates.findIndex((certificate) => spouseOf(certificate, owner) !== null);
    const certificate = certificates[certificateIndex];
    const facts = context.facts.marriages.find((marriage) =>
      marriage.spouses.some((spouse) => samePerson(spouse, owner)),
    );
    const refs = [ownerPath, `certificados_matrimonio[${certificateIndex}]`];

    if (owner.estado_civil === 'soltero' && certificate && !facts?.divorcio && !facts?.nulidad) {
      const spouse = spouseOf(certificate, owner);
      const married = dayNumber(facts?.celebrada);
      const after = married !== null && acquired !== null && married > acquired;
      return [
        {
          code: 'ESTADO_CIVIL_INCONSISTENTE',
          severity: after ? 'media' : 'alta',
          message: after
            ? `${owner.nombre} figura como soltero(a) en la inscripción vigente, pero el certificado de matrimonio acredita que se casó con ${spouse} el ${formatDay(married)}, después de adquirir: el inmueble sería bien propio, pero la escritura debe indicar su estado civil actual y revisarse el régimen de bienes.`
            : `${owner.nombre} figura como soltero(a) en la inscripción vigente, pero el certificado de matrimonio lo(a) registra casado(a) con ${spouse}: aclarar el estado civil y el régimen de bienes antes de la venta, que puede requerir la autorización del cónyuge.`,
          doc: 'matrimonio',
          refs,
        },
      ];
    }

    const unconfirmed = context.facts.noMarriages.find(
      (certificate) => !certificate.single && samePerson(certificate, owner),
    );
    if (owner.estado_civil === 'soltero' && unconfirmed)
      return [
        {
          code: 'ESTADO_CIVIL_INCONSISTENTE',
          severity: 'media',
          message: `${owner.nombre} figura como soltero(a) en la inscripción vigente, pero el certificado de no matrimonio no acredita su soltería: aclarar el estado civil antes de la venta, que puede requerir la autorización del cónyuge.`,
          doc: 'no_matrimonio',
          refs: [ownerPath],
        },
      ];

    const single = context.facts.noMarriages.find(
      (certificate) => certificate.single && samePerson(certificate, owner),
    );
    if (
      single &&
      (owner.estado_civil === 'casado' || owner.estado_civil === 'casado_con_separacion_de_bienes')
    )
      return [
        {
          code: 'ESTADO_CIVIL_INCONSISTENTE',
          severity: 'media',
          message: `${owner.nombre} figura como casado(a) en la inscripción vigente, pero el certificado de no matrimonio indica que no tiene matrimonio inscrito: aclarar el estado civil antes de la venta.`,
          doc: 'no_matrimonio',
          refs: [ownerPath],
        },
      ];

    if (
      owner.estado_civil === 'casado_con_separacion_de_bienes' &&
      certificate?.tipo_de_sociedad_conyugal === 'con_sociedad_conyugal'
    )
      return [
        {
          code: 'ESTADO_CIVIL_INCONSISTENTE',
          severity: 'alta',
          message: `${owner.nombre} figura casado(a) con separación de bienes en la inscripción vigente, pero el certificado de matrimonio no registra separación de bienes: rige la sociedad conyugal mientras no se acredite el pacto o la sentencia subinscritos.`,
          doc: 'matrimonio',
          refs: [ownerPath, `certificados_matrimonio[${certificateIndex}].tipo_de_sociedad_conyugal`],
        },
      ];
    return [];
  });
}
