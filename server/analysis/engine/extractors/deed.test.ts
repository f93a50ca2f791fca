import { describe, expect, it } from 'vitest';

import { documentFromPages } from '../../../../tests/support/engineDocuments';
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

describe('deeds in other forms', () => {
  it('roles stated by each party ("como vendedor"), a suplente notary and a price in UF words', () => {
    const { value } = extractDeed(
      documentFromPages('escritura.pdf', [
        [
          'REPERTORIO Nº 880-2021',
          'En Temuco, a dos de marzo de dos mil veintiuno, ante mí, PAULA ANDREA SOTO RÍOS, Notario Público',
          'Suplente del Titular don Juan Pérez Lagos, de la Tercera Notaría de Temuco, con oficio en calle Prat',
          'número 10, comparecen: don MARIO ANDRÉS VEGA ROJAS, chileno, casado y separado totalmente de',
          'bienes, comerciante, cédula nacional de identidad número 9.876.543-3, domiciliado en calle Uno',
          'número 5, comuna de Temuco, como vendedor; y doña LUISA PAZ MORA DÍAZ, chilena, soltera,',
          'enfermera, cédula nacional de identidad número 15.320.447-0, domiciliada en pasaje Dos número 7,',
          'comuna de Padre Las Casas, como compradora; mayores de edad, quienes exponen: PRIMERO: …',
          'TERCERO: El precio de venta es la cantidad de dos mil cien unidades de fomento, que se paga al contado.',
        ].join('\n'),
      ]),
    );
    expect(value.parties.map((party) => [party.role, party.nombre, party.rut, party.estado_civil])).toEqual([
      ['transferor', 'MARIO ANDRÉS VEGA ROJAS', '9.876.543-3', 'casado_con_separacion_de_bienes'],
      ['acquirer', 'LUISA PAZ MORA DÍAZ', '15.320.447-0', 'soltero'],
    ]);
    expect(value).toMatchObject({
      notaria: 'PAULA ANDREA SOTO RÍOS',
      notaria_comuna: 'Temuco',
      precio: '2.100,00 UF',
      repertorio: 880,
    });
  });

  it('roles from the transfer clause when the appearance names none', () => {
    const { value } = extractDeed(
      documentFromPages('escritura.pdf', [
        [
          'En Rancagua, a uno de junio de dos mil veinte, ante mí, ROSA VERA PINO, abogada, Notario Público de',
          'Rancagua, comparecen: don PEDRO LUIS SOTO ARAYA, cédula nacional de identidad número 12.345.678-5,',
          'casado, domiciliado en calle Tres número 30, comuna de Rancagua; y doña MARTA ELENA ROJAS VIAL,',
          'cédula nacional de identidad número 8.765.432-1, viuda, domiciliada en calle Cuatro número 40,',
          'comuna de Machalí; los comparecientes mayores de edad exponen: PRIMERO: don PEDRO LUIS SOTO ARAYA',
          'es dueño del inmueble. SEGUNDO: Por el presente acto, don PEDRO LUIS SOTO ARAYA vende, cede y',
          'transfiere a doña MARTA ELENA ROJAS VIAL, quien compra, acepta y adquiere para sí el inmueble.',
          'TERCERO: El precio de la compraventa es la suma de $ 61.000.000, que se paga al contado.',
        ].join('\n'),
      ]),
    );
    expect(value.parties.map((party) => [party.role, party.nombre])).toEqual([
      ['transferor', 'PEDRO LUIS SOTO ARAYA'],
      ['acquirer', 'MARTA ELENA ROJAS VIAL'],
    ]);
    expect(value).toMatchObject({
      notaria: 'ROSA VERA PINO',
      notaria_comuna: 'Rancagua',
      precio: '$61.000.000',
    });
  });
});
