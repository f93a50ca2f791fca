import { inscriptionFacts, type RuleContext } from '../context';
import type { Finding } from '../finding';
import { isCompany, sameCompany, sameRut } from '../../people';

/**
 * Co-ownership (chilean-documents.md §17.13): with several owners, all must sign the sale. An
 * hereditary community is reported by the inheritance rule instead.
 */
export function coOwnership(context: RuleContext): Finding[] {
  const current = context.report.property_registry_history[0];
  if (!current || current.propietarios.length < 2) return [];
  if (inscriptionFacts(context.facts, current)?.act === 'herencia') return [];
  return [
    {
      code: 'COPROPIEDAD',
      severity: 'media',
      message: `El inmueble pertenece en común a ${current.propietarios.map((owner) => owner.nombre).join(', ')}: todos los comuneros deben concurrir a la venta (o venderse solo su cuota).`,
      doc: 'dominio_vigente',
      refs: ['property_registry_history[0].propietarios'],
    },
  ];
}

/**
 * Company owners (chilean-documents.md §17.12): the company must be in force and whoever signs
 * must hold current powers; the Registro de Comercio certificate answers the first part.
 */
export function companyOwner(context: RuleContext): Finding[] {
  const owners = context.report.property_registry_history[0]?.propietarios ?? [];
  return owners.flatMap((owner, index) => {
    if (!owner.nombre.trim() || owner.estado_civil !== null || !isCompany(owner)) return [];
    const certificate = context.facts.companies.find(
      (company) =>
        sameRut(company.rut, owner.rut) === true ||
        (company.nombre !== null && sameCompany(company.nombre, owner.nombre)),
    );
    const status = !certificate
      ? 'No se acompaña certificado de vigencia de la sociedad: debe solicitarse al Registro de Comercio.'
      : certificate.vigente
        ? 'La sociedad aparece vigente según el certificado del Registro de Comercio.'
        : 'El certificado del Registro de Comercio no acredita que la sociedad esté vigente.';
    return [
      {
        code: 'PROPIETARIO_PERSONA_JURIDICA',
        severity: certificate && !certificate.vigente ? 'alta' : 'media',
        message: `La propietaria es una persona jurídica (${owner.nombre}). ${status} Debe verificarse la vigencia de los poderes de quien la represente y su forma de administración.`,
        doc: 'dominio_vigente',
        refs: [`property_registry_history[0].propietarios[${index}].nombre`],
      } satisfies Finding,
    ];
  });
}
