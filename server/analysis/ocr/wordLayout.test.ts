import { describe, expect, it } from 'vitest';

import { fixOcrWords } from './ocrWordFixes';
import type { OcrWord } from './tesseractTsv';
import { layoutWords, pageSlope } from './wordLayout';

/** Words of one recognised line, laid out left to right from `left`, on a page skewed by `slope`. */
function line(id: number, left: number, top: number, texts: string[], slope = 0): OcrWord[] {
  let x = left;
  return texts.map((text) => {
    const width = text.length * 14;
    const word = {
      block: 1,
      paragraph: 1,
      line: id,
      left: x,
      top: Math.round(top + slope * x),
      width,
      height: 30,
      confidence: 90,
      text,
    };
    x += width + 12;
    return word;
  });
}

describe('layoutWords', () => {
  it('measures the skew of a scanned page and keeps each line whole', () => {
    const slope = 0.025;
    const words = [
      ...line(1, 100, 100, ['Santiago,', 'tres', 'de', 'octubre', 'del', 'año', 'dos', 'mil'], slope),
      ...line(2, 100, 160, ['Doña', 'CAROLINA', 'ANDREA', 'BRAVO', 'LAGOS,', 'soltera'], slope),
    ];
    expect(pageSlope([words.filter((word) => word.line === 1)])).toBeCloseTo(slope, 2);
    expect(layoutWords(words)).toEqual([
      'Santiago, tres de octubre del año dos mil',
      'Doña CAROLINA ANDREA BRAVO LAGOS, soltera',
    ]);
  });

  it('keeps a form row whole when the sparse reading gives each cell its own line', () => {
    // As tesseract's sparse layout reads a registry form: one line per cell, the colon's dot
    // alone, and the cells with descenders ("inscripción", "Registro") boxed lower than "412".
    const cell = (id: number, left: number, top: number, height: number, text: string): OcrWord => ({
      block: id,
      paragraph: 1,
      line: 1,
      left,
      top,
      width: text.length * 15,
      height,
      confidence: 95,
      text,
    });
    const row = [
      cell(1, 482, 435, 7, '.'),
      cell(2, 192, 432, 20, 'Nro.'),
      cell(3, 272, 430, 26, 'inscripción'),
      cell(4, 581, 431, 21, '412'),
      cell(5, 831, 431, 25, 'Registro'),
      cell(6, 1219, 431, 20, 'Año'),
      cell(7, 1332, 431, 20, '2009'),
    ];
    expect(layoutWords(row)).toHaveLength(1);
    expect(layoutWords(row)[0]).toMatch(/^Nro\. inscripción\s+\.\s+412\s+Registro\s+Año\s+2009$/);
  });

  it('reads a register margin before the body beside it, as the text layer does', () => {
    const margin = [['N°', '870'], ['COMPRAVENTA'], ['Arturo', 'Rolando'], ['a'], ['Luis', 'Fernando']];
    const body = [
      ['San', 'Bernardo,', 'catorce', 'de', 'agosto', 'del', 'año'],
      ['mil', 'novecientos', 'noventa', 'y', 'seis.-', 'Don', 'LUIS'],
      ['FUENTES', 'BUSTOS,', 'cédula', 'nacional', 'de', 'identidad'],
      ['número', '5.221.908-6,', 'casado,', 'de', 'este', 'domicilio'],
      ['es', 'dueño', 'del', 'inmueble', 'ubicado', 'en', 'pasaje'],
      ['Las', 'Acacias', 'número', 'mil', 'trescientos', 'setenta'],
      ['y', 'siete,', 'que', 'corresponde', 'al', 'sitio', 'número'],
      ['veinticuatro', 'de', 'la', 'manzana', 'B', 'del', 'plano'],
      ['de', 'loteo', 'de', 'la', 'Villa', 'Los', 'Aromos,', 'Comuna'],
      ['de', 'San', 'Bernardo,', 'Región', 'Metropolitana,', 'de'],
    ];
    const words = margin.flatMap((texts, index) => line(index + 1, 100, 100 + index * 60, texts));
    const bodyWords = body.flatMap((texts, index) => line(index + 10, 500, 100 + index * 60, texts));
    const lines = layoutWords([...words, ...bodyWords]);
    expect(lines.slice(0, 5)).toEqual(['N° 870', 'COMPRAVENTA', 'Arturo Rolando', 'a', 'Luis Fernando']);
    expect(lines[5]).toBe('San Bernardo, catorce de agosto del año');
  });
});

describe('fixOcrWords', () => {
  it('restores the number sign and drops table rules, leaving words alone and an ordinal Nº as printed', () => {
    const words = line(1, 100, 100, ['Rol', 'N*', '2844-24', '|', 'N?1022', 'No', 'Vencida', 'Nº', 'n*']);
    expect(fixOcrWords(words).map((word) => word.text)).toEqual([
      'Rol',
      'N°',
      '2844-24',
      'N°1022',
      'No',
      'Vencida',
      'Nº',
      'n°',
    ]);
  });

  it('separates words run together on a worn copy, sharing their box', () => {
    const words = line(1, 100, 100, [
      'CERTIFICADON°',
      '1.871.022',
      'calle',
      'Colonúmero',
      'número955',
      'MarN*',
    ]);
    const fixed = fixOcrWords(words);
    expect(fixed.map((word) => word.text)).toEqual([
      'CERTIFICADO',
      'N°',
      '1.871.022',
      'calle',
      'Colo',
      'número',
      'número',
      '955',
      'Mar',
      'N°',
    ]);
    const [certificado, sign] = fixed;
    expect(certificado?.left).toBe(words[0]?.left);
    expect((sign?.left ?? 0) + (sign?.width ?? 0)).toBe((words[0]?.left ?? 0) + (words[0]?.width ?? 0));
    expect(layoutWords(fixed)[0]).toBe('CERTIFICADO N° 1.871.022 calle Colo número número 955 Mar N°');
  });

  it('leaves words alone that only look glued: codes, a number sign before its figure', () => {
    const words = line(1, 100, 100, ['cpv25834a-0', 'N°1022', 'numeroso', 'Nombre', 'JUAN"', 'HIJWROLKVRG']);
    expect(fixOcrWords(words).map((word) => word.text)).toEqual(words.map((word) => word.text));
  });

  it('cuts back a box drawn over the next words of its line, so they are not glued to it', () => {
    const [certificado, sign, number] = line(1, 1000, 100, ['CERTIFICADO', 'N”', '1.871.022']);
    if (!certificado || !sign || !number) throw new Error('three words expected');
    const words = [{ ...certificado, width: 450 }, sign, number];
    expect(layoutWords(words)).not.toEqual(['CERTIFICADO N° 1.871.022']);
    const fixed = fixOcrWords(words);
    expect(layoutWords(fixed)).toEqual(['CERTIFICADO N° 1.871.022']);
    expect(fixed[0]?.width).toBeLessThan(sign.left - certificado.left);
    expect(fixed.slice(1)).toEqual([{ ...sign, text: 'N°' }, number]);
  });
});
