import { describe, expect, it } from 'vitest';

import { documentFromPages } from '../testing';
import { extractDeed } from './deed';

const deed = [
  'MARTA ELENA FIGUEROA RÍOS   1',
  'REPERTORIO N° 1.204-2022',
  'COMPRAVENTA',
  'En Talca, República de Chile, a cinco de mayo de dos mil veintidós, ante mí, MARTA ELENA',
  'FIGUEROA RÍOS, abogada, Notario Público Titular de la Segunda Notaría de Talca, con oficio en',
  'calle Uno Sur número 890, comuna de Talca, comparecen: doña JULIA ANDREA PAZ SOTO, chilena,',
  'viuda, profesora, cédula nacional de identidad número 8.765.432-1, domiciliada en calle Dos',
  'Norte número 45, comuna de Talca, en adelante también "la parte vendedora"; y, don RAÚL',
  'ESTEBAN LARA DÍAZ, chileno, soltero, ingeniero, cédula nacional de identidad número',
  '15.111.222-3, domiciliado en avenida Lircay número 1200, departamento 31, comuna de Talca, en',
  'adelante también "la parte compradora"; los comparecientes mayores de edad exponen:---------',
  'TERCERO: El precio de la compraventa es la suma de $ 95.000.000, que la parte compradora paga.',
].join('\n');

describe('extractDeed', () => {
  const { value } = extractDeed(documentFromPages('escritura.pdf', [deed]));

  it('reads sellers and buyers with RUT, estado civil and address', () => {
    expect(value.parties).toEqual([
      {
        role: 'transferor',
        nombre: 'JULIA ANDREA PAZ SOTO',
        rut: '8.765.432-1',
        estado_civil: 'viudo',
        domicilio: 'calle Dos Norte número 45, comuna de Talca',
      },
      {
        role: 'acquirer',
        nombre: 'RAÚL ESTEBAN LARA DÍAZ',
        rut: '15.111.222-3',
        estado_civil: 'soltero',
        domicilio: 'avenida Lircay número 1200, departamento 31, comuna de Talca',
      },
    ]);
  });

  it('reads notary, city, price and repertorio', () => {
    expect(value).toMatchObject({
      notaria: 'MARTA ELENA FIGUEROA RÍOS',
      notaria_comuna: 'Talca',
      precio: '$95.000.000',
      repertorio: 1204,
    });
  });
});
