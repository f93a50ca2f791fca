import type { MarriageCertificate, RegistryPerson } from '../../report/schema';
import type { RuleContext } from '../context';
import { dayNumber, formatDay } from '../../format/dates';
import type { MarriageFacts } from '../facts';
import type { Finding } from '../finding';
import { isCompany, samePerson } from '../../people';

interface Marriage {
  certificate: MarriageCertificate;
  index: number;
  ownerIsHusband: boolean;
  facts: MarriageFacts | undefined;
}

function marriageOf(context: RuleContext, owner: RegistryPerson): Marriage | null {
  const certificates = context.report.certificados_matrimonio ?? [];
  for (const [index, certificate] of certificates.entries()) {
    const husband = samePerson(certificate.marido, owner);
    if (!husband && !samePerson(certificate.mujer, owner)) continue;
    const facts = context.facts.marriages.find((marriage) =>
      marriage.spouses.some((spouse) => samePerson(spouse, owner)),
    );
    return { certificate, index, ownerIsHusband: husband, facts };
  }
  return null;
}

/**
 * A marriage its certificate shows ended by divorce or annulment (chilean-documents.md §17.3): the
 * sociedad conyugal was dissolved (art. 1764 of the Código Civil), and what it acquired stays
 * common to both former spouses until it is liquidated. Null when the property cannot be part of
 * it (acquired before the marriage or after its end, or under separation of property): the owner
 * then sells alone, as a single one does.
 */
function dissolved(
  owner: RegistryPerson,
  marriage: Marriage,
  separated: boolean,
  acquired: number | null,
  refs: string[],
): Finding | null {
  const facts = marriage.facts;
  const cause = facts?.divorcio ? 'divorcio' : 'nulidad';
  const ended = dayNumber(facts?.divorcio ? facts.divorcioFecha : null);
  const married = dayNumber(facts?.celebrada);
  if (
    separated ||
    (acquired !== null && married !== null && acquired < married) ||
    (acquired !== null && ended !== null && acquired > ended)
  )
    return null;
  return {
    code: 'SOCIEDAD_CONYUGAL_DISUELTA',
    severity: 'media',
    message: `El certificado de matrimonio de ${owner.nombre} registra subinscripción de ${cause}${ended !== null ? ` (${formatDay(ended)})` : ''}: la sociedad conyugal se disolvió (art. 1764 del Código Civil). Si el inmueble se adquirió durante el matrimonio, mientras la sociedad no se liquide pertenece en común a ambos ex cónyuges: deben concurrir los dos a la venta o acreditarse la liquidación.`,
    doc: 'matrimonio',
    refs,
  };
}

/**
 * Marital regime (chilean-documents.md §17.3). A married owner under sociedad conyugal (the legal
 * default when no separation is subinscribed) needs the spouse: the husband sells social property
 * only with the wife's authorisation (art. 1749 CC), and a wife-owner's property is social or her
 * patrimonio reservado (art. 150), which the buyer must verify. Divorce, annulment or a
 * separation pact end that; a separation is reported for the record, a dissolved partnership when
 * the property may belong to it.
 */
export function maritalRegime(context: RuleContext): Finding[] {
  const current = context.report.property_registry_history[0];
  if (!current) return [];
  const acquired = dayNumber(current.fecha_registro);
  return current.propietarios.flatMap((owner, index): Finding[] => {
    if (!owner.nombre.trim() || isCompany(owner)) return [];
    const marriage = marriageOf(context, owner);
    const ownerPath = `property_registry_history[0].propietarios[${index}].estado_civil`;
    const refs = marriage
      ? [ownerPath, `certificados_matrimonio[${marriage.index}].tipo_de_sociedad_conyugal`]
      : [ownerPath];
    // The marriage certificate, with its subinscriptions, says the regime today; the inscription
    // what the owner declared on acquiring (a contradiction is estadoCivilContradictions').
    // The certificate's regime as the report holds it: a lawyer's correction decides.
    const separated = marriage
      ? marriage.certificate.tipo_de_sociedad_conyugal === 'con_separacion_de_bienes'
      : owner.estado_civil === 'casado_con_separacion_de_bienes';
    if (marriage && (marriage.facts?.divorcio || marriage.facts?.nulidad)) {
      const finding = dissolved(owner, marriage, separated, acquired, refs);
      return finding ? [finding] : [];
    }
    if (
      owner.estado_civil === 'divorciado' ||
      owner.estado_civil === 'viudo' ||
      owner.estado_civil === 'soltero'
    )
      return [];
    if (separated)
      return [
        {
          code: 'SEPARACION_DE_BIENES',
          severity: 'info',
          message: `${owner.nombre} está casado(a) con separación de bienes${marriage?.facts?.separacionFecha ? ` (pacto del ${formatDay(dayNumber(marriage.facts.separacionFecha) ?? 0)})` : ''}: puede disponer del inmueble sin autorización del cónyuge.`,
          refs,
        },
      ];
    if (owner.estado_civil !== 'casado' && !marriage) return [];
    const spouse = marriage
      ? marriage.ownerIsHusband
        ? marriage.certificate.mujer
        : marriage.certificate.marido
      : null;
    const spouseName = spouse?.nombre.trim() ? ` ${spouse.nombre}` : '';
    const married = dayNumber(marriage?.facts?.celebrada);
    const before = married !== null && acquired !== null && acquired < married;
    const when = before
      ? `El inmueble se adquirió antes del matrimonio (bien propio del cónyuge dueño)`
      : married !== null && acquired !== null
        ? `El inmueble se adquirió durante el matrimonio (celebrado el ${formatDay(married)}): es bien social`
        : 'Si el inmueble se adquirió durante el matrimonio es bien social';
    const who =
      marriage?.ownerIsHusband === false
        ? `; si la dueña es la mujer, verificar si se trata de patrimonio reservado (art. 150 del Código Civil) y la concurrencia del marido como administrador de la sociedad conyugal`
        : `; su venta requiere autorización de la cónyuge${spouseName} (art. 1749 del Código Civil)`;
    return [
      {
        code: 'SOCIEDAD_CONYUGAL_AUTORIZACION_CONYUGE',
        // Property the husband owned before marrying is his own: no authorisation, but worth a look.
        severity: before && marriage?.ownerIsHusband ? 'media' : 'alta',
        message: `${owner.nombre} está casado(a) bajo sociedad conyugal${marriage ? ' (el certificado de matrimonio no registra separación de bienes)' : ' (no se acompaña certificado de matrimonio)'}. ${when}${who}.`,
        doc: marriage ? 'matrimonio' : 'dominio_vigente',
        refs,
      },
    ];
  });
}
