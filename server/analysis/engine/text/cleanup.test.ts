import { describe, expect, it } from 'vitest';

import { cleanPages, joinLines } from './cleanup';

const page = (number: number, lines: string[]) => ({ number, lines, textLength: 100 });

describe('joinLines', () => {
  it('undoes hyphenation at line ends, in lower and upper case, and keeps number ranges', () => {
    expect(
      joinLines([
        'del estaciona-',
        'miento número',
        'MARCELO RIQUEL-',
        'ME VERGARA',
        'fs. 3911vta- 3041-',
        '2018',
      ]).text,
    ).toBe('del estacionamiento número MARCELO RIQUELME VERGARA fs. 3911vta- 3041-2018');
  });

  it('keeps a real hyphen before a capital and drops notarial dash fill', () => {
    expect(joinLines(['a favor de Banco Santander-', 'Chile.', 'exponen:-----------', 'PRIMERO:']).text).toBe(
      'a favor de Banco Santander-Chile. exponen: PRIMERO:',
    );
  });
});

describe('cleanPages', () => {
  it('drops the watermark, page numbers and running headers, then joins across pages', () => {
    const pages = cleanPages([
      page(1, [
        'NOTARIO PÉREZ   1',
        'por el precio de TRES MIL',
        'UNIDADES DE',
        'Pág. 1 de 2',
        'MUESTRA SINTÉTICA DE PRUEBA – SIN VALOR LEGAL',
      ]),
      page(2, ['NOTARIO PÉREZ   2', 'FOMENTO, que se paga', 'Pág. 2 de 2']),
    ]);
    expect(pages).toEqual([['por el precio de TRES MIL', 'UNIDADES DE'], ['FOMENTO, que se paga']]);
    expect(joinLines(pages.flat()).text).toBe('por el precio de TRES MIL UNIDADES DE FOMENTO, que se paga');
  });

  it('rejoins a word hyphenated across a page break', () => {
    const pages = cleanPages([
      page(1, ['Rol de ava-', 'página 1 de 2']),
      page(2, ['lúo número 4521-87', 'página 2 de 2']),
    ]);
    expect(joinLines(pages.flat()).text).toBe('Rol de avalúo número 4521-87');
  });

  it('drops a page number with the office’s site before it, however OCR garbled the site', () => {
    const pages = cleanPages([
      page(1, ['por el precio de MIL OCHEN-', 'wew.cbrtalca.cl   página 1 de 3']),
      page(2, ['TA UNIDADES DE FOMENTO', 'ww.cbrtalca.cl   Página 2 de 3']),
      page(3, ['y el saldo al contado.']),
    ]);
    expect(joinLines(pages.flat()).text).toBe(
      'por el precio de MIL OCHENTA UNIDADES DE FOMENTO y el saldo al contado.',
    );
  });
});

describe('running lines', () => {
  it('drops a line repeated at the foot of every page but keeps one repeated in the body', () => {
    const footer = ['Certificado Nro 77.- Verifique en www.fojas.cl', 'Pag: 1/2'];
    const pages = cleanPages([
      page(1, [
        'Registro de Hipotecas: (1)',
        '1.- Clase Inscripción.: HIPOTECA',
        'Acreedor: BANCO UNO S.A.',
        ...footer,
      ]),
      page(2, [
        'Inscripción: Fs.1 Nro 2 de 2010',
        'Registro de Prohibiciones: (1)',
        '1.- Clase inscripción: PROHIBICION',
        'Constituyente: ANA ROJAS',
        'Acreedor: BANCO UNO S.A.',
        'Inscripción: Fs.3 Nro 4 de 2010',
        'Litigios: no registra',
        ...footer,
      ]),
    ]);
    expect(pages.flat().filter((line) => line.startsWith('Acreedor'))).toHaveLength(2);
    expect(pages.flat().filter((line) => line.startsWith('Certificado Nro'))).toEqual([]);
  });

  it('keeps fojas.cl entry references that differ from page to page, and drops a long title repeated atop later pages', () => {
    const title =
      'CERTIFICADO DE HIPOTECAS Y GRAVAMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS Y BIEN FAMILIAR';
    const pages = cleanPages([
      page(1, [
        title,
        'Inscripción: Fs.3302 Nro 2870 de 2020 Fecha Inscripción: 11/08/2020',
        'Clase Inscripción.: HIPOTECA',
      ]),
      page(2, [
        title,
        'Acreedor: BANCO SUR',
        'Inscripción: Fs.1201 Nro 1100 de 2020 Fecha Inscripción: 11/08/2020',
      ]),
    ]);
    expect(pages).toEqual([
      [
        title,
        'Inscripción: Fs.3302 Nro 2870 de 2020 Fecha Inscripción: 11/08/2020',
        'Clase Inscripción.: HIPOTECA',
      ],
      ['Acreedor: BANCO SUR', 'Inscripción: Fs.1201 Nro 1100 de 2020 Fecha Inscripción: 11/08/2020'],
    ]);
  });
});
