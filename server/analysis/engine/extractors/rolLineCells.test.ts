import { describe, expect, it } from 'vitest';

import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { CertificateFields } from './certificateFields';
import { addressBelowName, addressUnderRol, besideRol, placeBesideRol } from './rolLineCells';

const fieldsOf = (...lines: string[]) =>
  new CertificateFields(documentFromPages('c.pdf', [lines.join('\n')]), []);

/** The words a path's provenance points at, and whether it says they were inferred. */
function readAt(fields: CertificateFields, path: string) {
  const source = fields.record.entries[path];
  return { snippet: source?.snippet, inferred: source?.unsure?.includes('inferred') ?? false };
}

describe('besideRol', () => {
  it('reads the comuna alone beside the rol, then name and address as the next line’s cells', () => {
    const fields = fieldsOf(
      'CERTIFICADO DE DEUDA',
      'ROL 512-00087-004 · PUTAENDO',
      'LEIVA ARCE TOMAS | COMERCIO 1188',
    );
    expect(besideRol(fields)).toMatchObject({ name: 'LEIVA ARCE TOMAS', address: 'COMERCIO 1188' });
    expect(readAt(fields, 'contribuyente.nombre')).toMatchObject({ inferred: true });
    expect(readAt(fields, 'direccion_propiedad').snippet).toContain('COMERCIO 1188');
  });

  it('reads name and address on two lines under a rol followed by its comuna', () => {
    const fields = fieldsOf('ROL 88-14 / LITUECHE', 'PAVEZ DUARTE ROSA', 'CARDENAL CARO 45');
    expect(besideRol(fields)).toMatchObject({ name: 'PAVEZ DUARTE ROSA', address: 'CARDENAL CARO 45' });
  });

  it('reads the comuna and address beside the rol and the name under it, the comuna on demand', () => {
    const fields = fieldsOf('ROL 301-00022-008   LITUECHE   CARDENAL CARO 45', 'PAVEZ DUARTE ROSA');
    const read = besideRol(fields);
    expect(read).toMatchObject({ name: 'PAVEZ DUARTE ROSA', address: 'CARDENAL CARO 45' });
    expect(fields.record.entries['comuna_propiedad']).toBeUndefined();
    expect(read.takeComuna?.()).toBe('Litueche');
    expect(readAt(fields, 'comuna_propiedad')).toMatchObject({ inferred: true });
  });

  it('reads the comuna then the name beside the rol, and the address under it', () => {
    const fields = fieldsOf('ROL 301-00022-008   LITUECHE   PAVEZ DUARTE ROSA', 'CARDENAL CARO 45');
    const read = besideRol(fields);
    expect(read).toMatchObject({ name: 'PAVEZ DUARTE ROSA', address: 'CARDENAL CARO 45' });
    expect(read.takeComuna?.()).toBe('Litueche');
  });

  it('reads a name alone beside the rol', () => {
    const fields = fieldsOf('ROL 301-00022-008   AGRICOLA EL ROBLE LIMITADA', 'FUNDO EL ROBLE 12');
    expect(besideRol(fields)).toMatchObject({
      name: 'AGRICOLA EL ROBLE LIMITADA',
      address: 'FUNDO EL ROBLE 12',
    });
  });

  it('reads nothing from a rol line with more cells than it can tell apart, nor a labelled next line', () => {
    expect(besideRol(fieldsOf('ROL 301-22   LITUECHE   PAVEZ DUARTE ROSA   CARDENAL CARO 45'))).toMatchObject(
      {
        name: null,
        address: null,
      },
    );
    expect(besideRol(fieldsOf('ROL 301-22 / LITUECHE', 'RUT 12.345.678-5'))).toMatchObject({ name: null });
  });
});

describe('placeBesideRol', () => {
  it.each([
    ['Rol 45-19 · CURACAVÍ · AVENIDA O’HIGGINS 1020', 'AVENIDA O’HIGGINS 1020'],
    ['Rol de avalúo 45-19 / calle Yungay 310 / comuna de Curacaví', 'calle Yungay 310'],
    ['la propiedad rol 45-19, Yungay 310, Curacaví, no se encuentra afecta', 'Yungay 310'],
    ['Rol 45-19 | CURACAVÍ | YUNGAY 310 | Destino: COMERCIO', 'YUNGAY 310'],
    ['Rol 45-19 YUNGAY 310 CURACAVÍ', 'YUNGAY 310'],
    ['Rol 45-19 · Yungay 310, Curacaví', 'Yungay 310'],
  ])('reads comuna and address in unlabelled cells: %s', (line, address) => {
    const fields = fieldsOf('CERTIFICADO', line);
    expect(placeBesideRol(fields, 'direccion', 'comuna')).toEqual({ address, comuna: 'Curacaví' });
    expect(readAt(fields, 'direccion')).toMatchObject({ inferred: true });
    expect(readAt(fields, 'comuna').snippet).toMatch(/curacav/iu);
  });

  it('reads nothing without both a comuna and an address', () => {
    expect(placeBesideRol(fieldsOf('Rol 45-19 · YUNGAY 310'), 'direccion', 'comuna')).toBeNull();
    expect(placeBesideRol(fieldsOf('Rol 45-19 · CURACAVÍ · Destino: 310'), 'direccion', 'comuna')).toBeNull();
  });
});

describe('addressUnderRol', () => {
  it.each([['Rol 45-19 Comuna CURACAVÍ'], ['ROL 45-19'], ['Rol de avalúo: 45-19   CURACAVÍ']])(
    'reads the address in capitals under %s',
    (rolLine) => {
      const fields = fieldsOf('CERTIFICADO DE AVALÚO', rolLine, 'YUNGAY 310 LT 4');
      expect(addressUnderRol(fields, 'direccion')).toBe('YUNGAY 310 LT 4');
      expect(readAt(fields, 'direccion')).toMatchObject({
        snippet: expect.stringContaining('YUNGAY'),
        inferred: true,
      });
    },
  );

  it('reads no label line as an address', () => {
    expect(addressUnderRol(fieldsOf('ROL 45-19', 'RUT 12.345.678-5'), 'direccion')).toBeNull();
  });
});

describe('addressBelowName', () => {
  it('reads the line under the name as the address, not another field’s line', () => {
    const fields = fieldsOf('PAVEZ DUARTE ROSA', 'CARDENAL CARO 45 - LITUECHE');
    expect(addressBelowName(fields, 'PAVEZ DUARTE ROSA')).toBe('CARDENAL CARO 45 - LITUECHE');
    expect(addressBelowName(fieldsOf('PAVEZ DUARTE ROSA', 'FOLIO 2231'), 'PAVEZ DUARTE ROSA')).toBeNull();
  });
});
