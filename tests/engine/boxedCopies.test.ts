import { describe, expect, it } from 'vitest';

import { textPdf } from '../../scripts/eval/pdfWriter';
import { buildDocument } from '../../server/analysis/engine/document';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { readPdfText } from '../../server/analysis/engine/pdfText';

/*
 * Copies of inscriptions printed as a box of character rules with the margin notes in a column of
 * the box, and copies whose margin column stands a few characters from the body (issue #18). Each
 * snippet is written for these tests: made-up offices, people and numbers, drawn into a real PDF
 * the way the held-out batches are (pdfWriter.ts), so the text layer is the engine's own.
 */

async function pageLines(lines: string[]): Promise<string[]> {
  const pages = await readPdfText(textPdf([lines]));
  return pages.flatMap((page) => page.lines);
}

async function readCopy(lines: string[]) {
  const pages = await readPdfText(textPdf([lines]));
  return extractInscription(buildDocument('copia.pdf', pages)).value.entry;
}

const BODY = [
  'Talca, tres de marzo de dos mil quince.- Don JORGE ANDRÉS',
  'VALDÉS PINO, cédula nacional de identidad número 13.456.789-2,',
  'soltero, comerciante, de este domicilio, es dueño del inmueble',
  'ubicado en pasaje Los Aromos número cuatrocientos doce, sitio',
  'número siete de la manzana B del plano archivado bajo el número',
  '845, comuna de Talca, que deslinda: NORTE, en ocho metros con',
  'pasaje Los Aromos; SUR, en ocho metros con sitio número doce;',
  'ORIENTE, en veinte metros con sitio número ocho; PONIENTE, en',
  'veinte metros con sitio número seis.- Lo adquirió por compra a',
  'doña MARTA INÉS SOTO LEIVA, de este domicilio, según escritura',
  'de fecha diez de febrero de dos mil quince, otorgada en la',
  'notaría de Talca de don Hernán Rojas Mella, por el precio de',
  'VEINTE MILLONES DE PESOS, pagados al contado.- Rol de avalúo',
  '2210-15, comuna de Talca.- P. Muñoz V., Conservador.',
];

const MARGIN = [
  'Nº 1.433',
  'COMPRAVENTA',
  'Valdés Pino Jorge',
  '',
  'Rep. 2.980',
  '',
  'Tít. anterior: fs. 3.021',
  'Nº 2.655 año 2009.-',
];

const pad = (text: string, width: number) => text.padEnd(width, ' ');

/** The body and its margin as rows of a box: rule characters between and around the columns. */
function boxRows(rule: string, marginSide: 'left' | 'right'): string[] {
  return BODY.map((body, index) => {
    const note = pad(MARGIN[index] ?? '', 26);
    const text = pad(body, 66);
    return marginSide === 'left'
      ? `${rule} ${note} ${rule} ${text} ${rule}`
      : `${rule} ${text} ${rule} ${note} ${rule}`;
  });
}

const HEAD = ['CONSERVADOR DE BIENES RAÍCES DE TALCA', 'COPIA AUTORIZADA - REGISTRO DE PROPIEDAD', ''];
const FOOT = [
  '',
  'Certifico que la presente es copia fiel de la inscripción de fojas 1.602, número',
  '1.433 del Registro de Propiedad del año 2015. Talca, 4 de agosto de 2026.',
];

function expectBodyRead(entry: Awaited<ReturnType<typeof readCopy>>) {
  expect(entry.descripcion_propiedad).toBe(
    'inmueble ubicado en pasaje Los Aromos número cuatrocientos doce, sitio número siete de la manzana B del plano archivado bajo el número 845, comuna de Talca',
  );
  expect(entry.deslindes.map((boundary) => boundary.direccion)).toEqual([
    'Norte',
    'Sur',
    'Oriente',
    'Poniente',
  ]);
  expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['MARTA INÉS SOTO LEIVA']);
  expect(entry.notaria).toBe('Hernán Rojas Mella');
  expect(entry.plano).toBe(845);
  expect(entry.rol_avaluo).toBe('2210-15');
  expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([3021, 2655, 2009]);
}

describe('a copy drawn as a box of rules, its margin notes in a column of the box', () => {
  it('reads the body of a box of "|" rules and "+---+" borders without the rules or the margin', async () => {
    const border = `+${'-'.repeat(28)}+${'-'.repeat(68)}+`;
    const lines = [...HEAD, border, ...boxRows('|', 'left'), border, ...FOOT];
    const text = await pageLines(lines);
    expect(text.some((line) => /[|+]/.test(line))).toBe(false);
    expect(text).toContain('Tít. anterior: fs. 3.021');
    expect(text).toContain('ubicado en pasaje Los Aromos número cuatrocientos doce, sitio');
    expectBodyRead(await readCopy(lines));
  });

  it('reads a box of "¦" rules and "|====|" borders with its margin on the right', async () => {
    const border = `|${'='.repeat(97)}|`;
    const lines = [...HEAD, border, ...boxRows('¦', 'right'), border, ...FOOT];
    const text = await pageLines(lines);
    expect(text.some((line) => /[¦|=]/.test(line))).toBe(false);
    expectBodyRead(await readCopy(lines));
  });

  it('keeps a table drawn with rules row by row', async () => {
    const border = `+${'-'.repeat(12)}+${'-'.repeat(12)}+`;
    const rows = [
      '| Rol        | 2210-15    |',
      '| Comuna     | Talca      |',
      '| Avalúo     | $4.512.300 |',
      '| Año        | 2026       |',
    ];
    const text = await pageLines([border, ...rows, border]);
    expect(text.filter((line) => /Rol/.test(line))).toEqual(['| Rol   | 2210-15   |']);
  });
});

describe('a copy whose margin column is printed a few characters from the body', () => {
  const margin = ['Nº 1.433', 'COMPRAVENTA', 'VALDÉS PINO', 'Jorge y', 'otra', ''];
  const body = [
    'Talca, tres de marzo de dos mil quince.- Don JORGE ANDRÉS VALDÉS',
    'PINO, cédula nacional de identidad número 13.456.789-2, y doña',
    'LUISA ANDREA PINO MORA, cédula nacional de identidad número',
    '14.222.333-1, solteros, ambos domiciliados en pasaje Los Aromos',
    'número 412, comuna de Talca, son dueños por partes iguales del',
    ...BODY.slice(3),
  ];

  // The body's column stands five or six characters past the margin's longest word: about one
  // word space of the page between them, which the text layer joined as one line before.
  for (const column of [16, 17]) {
    it(`reads the owners and their address without the margin words (body at column ${column})`, async () => {
      const lines = [
        ...HEAD,
        ...body.map((line, index) => `${pad(margin[index] ?? '', column)}${line}`),
        ...FOOT,
      ];
      const text = await pageLines(lines);
      expect(text).toContain('LUISA ANDREA PINO MORA, cédula nacional de identidad número');
      const entry = await readCopy(lines);
      expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
        'JORGE ANDRÉS VALDÉS PINO',
        'LUISA ANDREA PINO MORA',
      ]);
      expect(entry.propietarios[0]?.domicilio).toBe('pasaje Los Aromos número 412, comuna de Talca');
    });
  }
});
