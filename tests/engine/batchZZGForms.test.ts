import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { refRole } from '../../server/analysis/engine/reading/assign';
import { readRefs } from '../../server/analysis/engine/text/inscriptionRef';
import { lengthsAsDigits } from '../../server/analysis/engine/text/lengthsWithDigits';
import { splitMarginColumn } from '../../server/analysis/engine/text/textColumns';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZG exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a copy whose margin is ruled off by a typed double colon', () => {
  const margin = [
    'COMPRAVENTA     ',
    'ROJAS VERA      ',
    'MARTA ISABEL    ',
    'a               ',
    'TAPIA LUCO      ',
    'Hipoteca: fs.   ',
    '88 N° 61 Reg.   ',
    'Hip. 2019       ',
    '                ',
  ];
  const body = [
    'Curacaví, tres de abril de dos mil diecinueve.- Doña MARTA',
    'ISABEL ROJAS VERA, enfermera, soltera, cédula de identidad',
    'número 11.204.337-5, domiciliada en calle Ortúzar número 90,',
    'comuna de Curacaví, es dueña de la parcela número cuatro del',
    'proyecto de parcelación Las Rosas, comuna de Curacaví, que',
    'deslinda: NORTE, en cuarenta metros con parcela tres; SUR, en',
    'cuarenta metros con camino vecinal.- La adquirió por compra a',
    'don PEDRO TAPIA LUCO según escritura de fecha dos de marzo de',
    'dos mil diecinueve.- Rol 88-4.- Doy fe.',
  ];

  it.each([':: ', '::', ' :: '])('reads the margin first, then the body unbroken (rule “%s”)', (rule) => {
    const lines = splitMarginColumn(body.map((line, row) => `${margin[row] ?? ''}${rule}${line}`));
    expect(lines.slice(-body.length)).toEqual(body);
    expect(lines[0]).toBe('COMPRAVENTA');
  });

  it('reads the owner from the body, not the margin’s names', () => {
    const document = cbrDocument(
      ['COPIA DE INSCRIPCIÓN CON VIGENCIA', 'Registro de Propiedad · Fojas 401 · Número 377 · Año 2019'],
      body.map((line, row) => `${margin[row] ?? ''}:: ${line}`),
      ['CERTIFICO: que la inscripción que antecede se encuentra vigente.', 'Curacaví, 2 de mayo de 2026.'],
    );
    const { entry } = extractInscription(document).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['MARTA ISABEL ROJAS VERA']);
    expect(entry.descripcion_propiedad).toMatch(
      /^parcela número cuatro del proyecto de parcelación Las Rosas/u,
    );
  });

  it('leaves prose with a single colon alone', () => {
    const prose = body.map((line) => `Nota: ${line}`);
    expect(splitMarginColumn(prose)).toEqual(prose);
  });
});

describe('a length in digits then again in words between parentheses', () => {
  it.each([
    [
      'NORTE, en 52,40 metros (cincuenta y dos metros cuarenta centímetros) con calle Uno',
      '52,40 metros con',
    ],
    ['SUR, en 18 metros (dieciocho metros) con sitio dos', '18 metros con'],
    ['ESTE, en 7,5 m (siete coma cinco metros) con pasaje B', '7,5 metros con'],
  ])('keeps the digits alone: “%s”', (text, kept) => {
    expect(lengthsAsDigits(text)).toContain(kept);
  });

  it('leaves a parenthesis that is no length alone', () => {
    const text = 'NORTE, en 20 metros (según plano) con calle Uno';
    expect(lengthsAsDigits(text)).toBe(text);
  });
});

describe('a copy headed by its registry and reference on one line', () => {
  it.each([
    'Registro de Propiedad · fojas 612 · número 540 · año 2020 Puerto Octay, doce de mayo',
    'REGISTRO DE PROPIEDAD — fojas 612 número 540 año 2020 Puerto Octay, doce de mayo',
    'Registro de Propiedad: fojas 612 número 540 del año 2020 Puerto Octay, doce de mayo',
  ])('takes the reference for the property’s own (“%s”)', (text) => {
    const [ref] = readRefs(text);
    expect(ref && refRole(text, ref)).toBe('property');
  });

  it('does not take a lien’s reference after its registry for the property’s', () => {
    const text = 'Registro de Hipotecas · fojas 88 · número 61 · año 2020';
    const [ref] = readRefs(text);
    expect(ref && refRole(text, ref)).toBe('item');
  });
});

describe('an earlier title’s copy that opens on its reference and notes where the property went', () => {
  const copy = (note: string) => [
    'Fs. 118 — Nº 97 — 1999                              Registro de Propiedad',
    '',
    'COMPRAVENTA. LUCO DÍAZ ANA MARÍA a PARRA SOTO LUIS',
    'ALBERTO.- Purranque, ocho de marzo de mil novecientos noventa y nueve.- Doña',
    'ANA MARÍA LUCO DÍAZ, casada, cédula de identidad número 7.115.902-1, domiciliada',
    'en Purranque, es dueña de la parcela número nueve del proyecto Los Ulmos, comuna',
    'de Purranque, que deslinda: NORTE, en cien metros con parcela ocho; SUR, en cien',
    'metros con camino público. La adquirió por compra a don LUIS ALBERTO PARRA SOTO,',
    'casado, domiciliado en Osorno, según escritura de fecha dos de febrero de mil',
    'novecientos noventa y nueve ante el Notario de Purranque don Juan Vera Ruiz, por',
    'el precio de cuatro millones de pesos.- Inscripción anterior a fojas 40 número 31',
    'del año 1985.- Rol 71-3.',
    note,
    'Copia fiel. Purranque, 4 de mayo de 2026.',
  ];

  it.each([
    'Nota: La nuda propiedad se transfirió a fs. 440 N° 398 del año 2016.',
    'Nota: El dominio se vendió a fojas 440 número 398 del año 2016.',
    'Al margen: se transfirió a fs. 440 vta. N° 398 de 2016.',
  ])('is an earlier title, not a deed (“%s”)', (note) => {
    expect(classifyDocument(cbrDocument(copy(note))).type).toBe('titulo_anterior');
  });
});
