import { formatDateLong, NOT_INFORMED } from '../../common/format';
import { textOrNotGiven } from '../../common/format/fields';
import { knownIdentifier } from '../../common/report/blanks';
import { span, type FieldRow, type TextSpan } from './documentBlocks';

/** How a document states a value its sources do not give. */
export const NOT_GIVEN = NOT_INFORMED;

export { textOrNotGiven };

/** A number that identifies (fojas, número, año, plano, N.º de certificado): 0 identifies nothing. */
export function numberOrNotGiven(value: number | null | undefined): string {
  return String(knownIdentifier(value) ?? NOT_GIVEN);
}

export function dateOrNotGiven(value: string | null | undefined): string {
  return formatDateLong(value) || NOT_GIVEN;
}

export function yesNo(value: boolean): string {
  return value ? 'Sí' : 'No';
}

export interface InscriptionKey {
  fojas: number | null;
  vuelta: boolean;
  numero: number | null;
  ano: number | null;
}

/** `Fojas 4267 vuelta, N.º 3712, año 2018`: how a CBR inscription is cited; blanks read "no informado". */
export function inscriptionText({ fojas, vuelta, numero, ano }: InscriptionKey): string {
  const shown = (value: number | null) => String(knownIdentifier(value) ?? NOT_GIVEN.toLowerCase());
  const sheet = `Fojas ${shown(fojas)}${vuelta ? ' vuelta' : ''}`;
  return `${sheet}, N.º ${shown(numero)}, año ${shown(ano)}`;
}

/** `NOMBRE (RUT 12.345.678-5)`, or the name alone when the RUT is unknown. */
export function personText(person: { nombre: string; rut?: string | null } | null): string {
  if (person === null) return NOT_GIVEN;
  const name = textOrNotGiven(person.nombre);
  return person.rut?.trim() ? `${name} (RUT ${person.rut.trim()})` : name;
}

export function field(label: string, value: string): FieldRow {
  return { label, value: [span(value)] };
}

/**
 * The code and, when the issuer has one, where to check it. A blank code still shows the row, so
 * the reader sees the certificate carried none.
 */
export function verificationFields(
  label: string,
  code: string | null | undefined,
  url: string | null,
): FieldRow[] {
  const rows = [field(label, textOrNotGiven(code))];
  if (url !== null && code?.trim()) {
    const link: TextSpan[] = [span(url, { link: url })];
    rows.push({ label: 'Verificar en', value: link });
  }
  return rows;
}

/** Code and address in one table cell. */
export function verificationCell(code: string | null | undefined, url: string | null): string {
  if (!code?.trim()) return NOT_GIVEN;
  return url === null ? code.trim() : `${code.trim()}\nVerificar en ${url}`;
}
