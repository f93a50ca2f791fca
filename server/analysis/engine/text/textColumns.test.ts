import { describe, expect, it } from 'vitest';

import { splitMarginColumn } from './textColumns';

describe('splitMarginColumn', () => {
  it('reads a register margin joined to the body line by line as its own column, margin first', () => {
    const lines = [
      'COPIA DE INSCRIPCIÓN',
      'N° 402                 En Linares, a tres de mayo de dos mil diez, doña',
      'COMPRAVENTA            ELISA MARGARITA TORO SAN MARTÍN, profesora, de este',
      'PÉREZ LUIS             domicilio, es dueña de la casa ubicada en calle Chacabuco',
      'a                      número doscientos, comuna de Linares.- La adquirió por',
      'TORO ELISA             compra a don Luis Pérez Díaz.- El título anterior está',
      '                       a fojas 88 número 70 del año 1999.- Rol 45-12.',
      'Linares, 3 de mayo de 2010.',
    ];
    expect(splitMarginColumn(lines)).toEqual([
      'COPIA DE INSCRIPCIÓN',
      'N° 402',
      'COMPRAVENTA',
      'PÉREZ LUIS',
      'a',
      'TORO ELISA',
      'En Linares, a tres de mayo de dos mil diez, doña',
      'ELISA MARGARITA TORO SAN MARTÍN, profesora, de este',
      'domicilio, es dueña de la casa ubicada en calle Chacabuco',
      'número doscientos, comuna de Linares.- La adquirió por',
      'compra a don Luis Pérez Díaz.- El título anterior está',
      'a fojas 88 número 70 del año 1999.- Rol 45-12.',
      'Linares, 3 de mayo de 2010.',
    ]);
  });

  it('leaves tables, label forms and ordinary prose alone', () => {
    const table = [
      'Cuota   Año    Vencimiento   Total',
      '1       2023   30-04-2023    103,665',
      '2       2023   30-06-2023    101,840',
      '3       2023   30-09-2023    98,695',
      '4       2024   30-04-2024    91,200',
      '5       2024   30-06-2024    91,200',
      '6       2024   30-09-2024    91,200',
    ];
    expect(splitMarginColumn(table)).toEqual(table);
    const form = [
      'Rol de avalúo   00918-00102          Avalúo total       $ 61.500.300',
      'Comuna          CONCON               Avalúo exento      $ 0',
      'Destino         BODEGA               Avalúo afecto      $ 61.500.300',
    ];
    expect(splitMarginColumn(form)).toEqual(form);
    const prose = ['Certifico que la inscripción de fojas 12', 'número 9 del año 2001 se encuentra vigente.'];
    expect(splitMarginColumn(prose)).toEqual(prose);
  });
});
