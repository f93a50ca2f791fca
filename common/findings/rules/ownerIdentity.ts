import { formatRut, normalizeRut } from '../../rut';
import type { PersonRef, RegistryPerson, Report } from '../../report/schema';
import { DOCUMENT_TYPES, typesFeeding, type DocumentTypeId } from '../../documents/documentTypes';
import { statedPeople } from '../../documents/statedValues';
import { documentSubject, type RuleContext } from '../context';
import type { Finding } from '../finding';
import { isCompany, misspeltName, sameName, sameRut } from '../../people';

/** A person a certificate names as owner, taxpayer or spouse, with its output path. */
export interface Mention {
  person: PersonRef;
  doc: DocumentTypeId;
  path: string;
  /** Certificates that may name someone else (a spouse, a taxpayer not yet updated). */
  mustBeOwner: boolean;
}

/**
 * Every person a certificate names (its lists' descriptors say where). A certificate's
 * `propietarios` must be the owners; anyone else it names (a taxpayer not yet updated, a spouse)
 * may be someone else.
 */
function mentions(report: Report): Mention[] {
  return statedPeople(report).flatMap(({ nombre, rut, path, list, field }): Mention[] => {
    const [doc] = list === 'property_registry_history' ? [] : typesFeeding(list);
    if (doc === undefined || nombre.trim().length === 0) return [];
    return [{ person: { nombre, rut }, doc, path: `${path}.nombre`, mustBeOwner: field === 'propietarios' }];
  });
}

/** How a certificate's person differs from the current owners. */
export type OwnerMismatchKind =
  /** The RUT of an owner under another name. */
  | 'name_under_rut'
  /** An owner's name with another RUT. */
  | 'rut'
  /** An owner's name misspelt. */
  | 'misspelt'
  /** A GP issued for someone who is not an owner. */
  | 'not_owner';

export interface OwnerMismatch {
  kind: OwnerMismatchKind;
  mention: Mention;
  /** Index of the owner of the current inscription it is compared with; null when it is none of them. */
  owner: number | null;
}

/** The current owners: the acquirers of the current inscription, those with a name. */
export function currentOwners(report: Report): RegistryPerson[] {
  return (report.property_registry_history[0]?.propietarios ?? []).filter((owner) => owner.nombre.trim());
}

/**
 * Each person a certificate names against the current owners, the one comparison the finding and
 * the field marks share. Word order, accents, case and spacing do not count (common/people).
 */
export function ownerMismatches(report: Report): OwnerMismatch[] {
  const owners = currentOwners(report);
  if (owners.length === 0) return [];
  return mentions(report).flatMap((mention): OwnerMismatch[] => {
    const { person } = mention;
    const byRut = owners.findIndex((owner) => sameRut(owner.rut, person.rut) === true);
    const byName = owners.findIndex((owner) => sameName(owner.nombre, person.nombre));
    if (byRut >= 0 && byName < 0) return [{ kind: 'name_under_rut', mention, owner: byRut }];
    if (byName >= 0)
      return sameRut(owners[byName]?.rut, person.rut) === false
        ? [{ kind: 'rut', mention, owner: byName }]
        : [];
    const misspelt = owners.findIndex((owner) => misspeltName(owner.nombre, person.nombre));
    if (misspelt >= 0) return [{ kind: 'misspelt', mention, owner: misspelt }];
    return mention.mustBeOwner && !isCompany(person) ? [{ kind: 'not_owner', mention, owner: null }] : [];
  });
}

/**
 * Owner identity across documents (chilean-documents.md §17.2): every certificate must name the
 * current owners as the inscription does. Word order and accents do not count; a misspelling,
 * or a different name under the same RUT, does (NOMBRE_INCONSISTENTE, naming the document); a
 * GP issued for someone else is a different owner; one person with two RUTs is an error.
 */
export function ownerIdentity(context: RuleContext): Finding[] {
  const owners = currentOwners(context.report);
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const push = (key: string, finding: Finding) => {
    if (seen.has(key)) return;
    seen.add(key);
    findings.push(finding);
  };
  for (const { kind, mention, owner: index } of ownerMismatches(context.report)) {
    const { person, doc, path } = mention;
    const owner = index === null ? undefined : owners[index];
    switch (kind) {
      case 'name_under_rut':
        push(`name:${doc}:${person.nombre}`, {
          code: 'NOMBRE_INCONSISTENTE',
          severity: 'media',
          message: `${documentSubject(doc)} nombra a "${person.nombre}" con el RUT de ${owner?.nombre ?? ''}, pero con otro nombre que la inscripción vigente: solicitar rectificación o certificado corregido.`,
          doc,
          refs: [path, `property_registry_history[0].propietarios[${index}].nombre`],
        });
        break;
      case 'rut':
        push(`rut:${normalizeRut(person.rut ?? '')}`, {
          code: 'RUT_INCONSISTENTE',
          severity: 'alta',
          message: `${owner?.nombre ?? ''} figura con RUT ${formatRut(owner?.rut ?? '') ?? owner?.rut} en la inscripción vigente y ${formatRut(person.rut ?? '') ?? person.rut} en ${DOCUMENT_TYPES[doc].findingLabel}: verificar la identidad.`,
          doc,
          refs: [path.replace(/nombre$/, 'rut'), `property_registry_history[0].propietarios[${index}].rut`],
        });
        break;
      case 'misspelt':
        push(`name:${doc}:${person.nombre}`, {
          code: 'NOMBRE_INCONSISTENTE',
          severity: 'media',
          message: `${documentSubject(doc)} consigna al propietario como "${person.nombre}", mientras la inscripción vigente dice "${owner?.nombre ?? ''}": solicitar rectificación o certificado corregido.`,
          doc,
          refs: [path, `property_registry_history[0].propietarios[${index}].nombre`],
        });
        break;
      case 'not_owner':
        push(`owner:${doc}:${person.nombre}`, {
          code: 'PROPIETARIO_NO_COINCIDE',
          severity: 'alta',
          message: `${documentSubject(doc)} indica como propietario a "${person.nombre}", que no figura como dueño en la inscripción vigente (${owners.map((known) => known.nombre).join(', ')}): verificar que el certificado corresponda al inmueble y a la inscripción vigente.`,
          doc,
          refs: [path, 'property_registry_history[0].propietarios'],
        });
    }
  }
  return findings;
}
