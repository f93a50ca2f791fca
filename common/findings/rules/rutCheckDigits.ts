import { statedPeople } from '../../documents/statedValues';
import { computeRutCheckDigit, formatRut, parseRut } from '../../rut';
import type { Report } from '../../report/schema';
import type { RuleContext } from '../context';
import type { Finding } from '../finding';

/** Every RUT in the report with its output path and whose it is. */
function ruts(report: Report): { rut: string; path: string; nombre: string }[] {
  return statedPeople(report).flatMap(({ nombre, rut, path }) =>
    rut?.trim() ? [{ rut: rut.trim(), path: `${path}.rut`, nombre }] : [],
  );
}

/**
 * RUT check digits (módulo 11, chilean-documents.md §0.1): a wrong digit is a typing or reading
 * error that would make the deed name someone else. One finding per distinct RUT.
 */
export function rutCheckDigits(context: RuleContext): Finding[] {
  const byRut = new Map<string, { nombre: string; paths: string[]; expected: string | null }>();
  for (const { rut, path, nombre } of ruts(context.report)) {
    const parsed = parseRut(rut);
    const expected = parsed ? computeRutCheckDigit(parsed.body) : null;
    if (parsed && expected === parsed.checkDigit) continue;
    const key = parsed ? `${parsed.body}-${parsed.checkDigit}` : rut;
    const entry = byRut.get(key) ?? { nombre, paths: [], expected };
    entry.paths.push(path);
    byRut.set(key, entry);
  }
  return [...byRut].map(([rut, { nombre, paths, expected }]) => ({
    code: 'RUT_DIGITO_INVALIDO',
    severity: 'media',
    message: expected
      ? `El RUT ${formatRut(rut) ?? rut} de ${nombre} no es válido: su dígito verificador debería ser ${expected}. Verificar con la cédula de identidad.`
      : `"${rut}" (${nombre}) no tiene la forma de un RUT: verificar con la cédula de identidad.`,
    refs: paths,
  }));
}
