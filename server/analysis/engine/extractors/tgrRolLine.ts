import { nameValue } from '../text/recognizers';
import type { CertificateFields } from './certificateFields';

/*
 * A TGR header without labels for the taxpayer and the address: the rol's line goes on, after a
 * gap, with the taxpayer's name ("ROL 8110-00612-009   INVERSIONES BAHIA SAN VICENTE LTDA"),
 * and the next line is the property's address, in capitals ("AV COLON 3120 LT B - TALCAHUANO").
 * Neither is labelled, so both are read as inferred.
 */

// A bullet or a bar may part the name from the rol ("ROL 7407-00214-005 · SOTO PAZ ANA").
const ROL_LINE = /^(\s*rol\s*:?\s*[\d.]+(?:\s*-\s*[\d.]+){1,2}(?:\s*[·•|])?\s+)(\p{Lu}.*?)\s*$/iu;
/** An address in capitals: words and the unit's number, its comuna perhaps after a dash. */
const ADDRESS_LINE = /^\s*(\p{Lu}[\p{Lu}\d .,#º°–—-]*\d[\p{Lu}\d .,#º°–—-]*?)\s*$/u;
/** A line that opens with another field's label ("ROL 7308-…", "RUT …") holds no address. */
const LABEL_LINE = /^\s*(?:rol|rut|run|comuna|fecha|total|deuda|folio|c[oó]digo)\b/iu;

/**
 * The address printed on the line under the taxpayer's name, without a label ("CORNEJO ARAYA
 * PATRICIA" / "MANUEL RODRIGUEZ 77 — LICANTEN"): read as inferred. Null when that line is no
 * address in capitals.
 */
export function addressBelowName(fields: CertificateFields, name: string): string | null {
  const { raw } = fields.document;
  const at = raw.indexOf(name);
  const lineEnd = at < 0 ? -1 : raw.indexOf('\n', at + name.length);
  if (lineEnd < 0 || raw.slice(at + name.length, lineEnd).trim() !== '') return null;
  const nextEnd = raw.indexOf('\n', lineEnd + 1);
  const next = raw.slice(lineEnd + 1, nextEnd < 0 ? undefined : nextEnd);
  const address = LABEL_LINE.test(next) ? null : (ADDRESS_LINE.exec(next)?.[1] ?? null);
  if (!address) return null;
  fields.record.raw('direccion_propiedad', lineEnd + 1 + next.indexOf(address), address.length);
  fields.record.doubt('direccion_propiedad', ['inferred']);
  return address;
}

export function besideRol(fields: CertificateFields): { name: string | null; address: string | null } {
  const lines = fields.document.raw.split('\n');
  let offset = 0;
  for (const [index, line] of lines.entries()) {
    const match = ROL_LINE.exec(line);
    if (match?.[1] && match[2]) {
      const name = nameValue(match[2]);
      const whole = name && name.value === match[2].trim() && name.value === name.value.toUpperCase();
      if (!whole) return { name: null, address: null };
      fields.record.raw('contribuyente.nombre', offset + match[1].length + name.start, name.value.length);
      fields.record.doubt('contribuyente.nombre', ['inferred']);
      const next = lines[index + 1] ?? '';
      const address = ADDRESS_LINE.exec(next)?.[1] ?? null;
      if (address) {
        fields.record.raw(
          'direccion_propiedad',
          offset + line.length + 1 + next.indexOf(address),
          address.length,
        );
        fields.record.doubt('direccion_propiedad', ['inferred']);
      }
      return { name: name.value, address };
    }
    offset += line.length + 1;
  }
  return { name: null, address: null };
}
