import { rolesIn } from '../rol';
import { comparisonKey } from '../vocabularies/comparisonKey';
import { canonicalComuna } from '../vocabularies/comunas';

export interface PropertyNameParts {
  address: string;
  comuna: string;
  /** One rol or several, `, `-separated. */
  rol: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `PJE LOS COPIHUES 8841, La Cisterna — rol 3412-17`: a property as a study's name (#20). The
 * address as the documents print it, the comuna in its own spelling (not repeated when the address
 * already ends with it), then its rol or roles; the parts known, '' when none is.
 */
export function formatPropertyName({ address, comuna, rol }: PropertyNameParts): string {
  const street = oneLine(address);
  const place = canonicalComuna(comuna) ?? oneLine(comuna);
  const placeRepeated = place !== '' && comparisonKey(street).endsWith(comparisonKey(place));
  const where = [street, placeRepeated ? '' : place].filter(Boolean).join(', ');
  const roles = rolesIn(rol);
  const rolText =
    roles.length > 1
      ? `roles ${roles.join(', ')}`
      : oneLine(rol) === ''
        ? ''
        : `rol ${roles[0] ?? oneLine(rol)}`;
  return [where, rolText].filter(Boolean).join(' — ');
}
