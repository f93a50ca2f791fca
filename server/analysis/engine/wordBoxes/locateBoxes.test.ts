import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../../ocr/tesseractTsv';
import { locateBoxes, locateValue } from './locateBoxes';
import { ocrWordRun, type TextRun } from './textRuns';

/** A horizontal run at (x, y), 10 pt high, whose characters are 5 pt wide. */
const run = (text: string, x: number, y: number): TextRun => ({
  text,
  origin: [x, y],
  advance: [text.length * 5, 0],
  rise: [0, 10],
});

describe('locateBoxes (text items)', () => {
  it('boxes just the part of a run that holds the value', () => {
    const runs = [run('que rola a fojas 4267 vta.,', 100, 700)];
    expect(locateBoxes(runs, 1, '4267', 'rola a fojas 4267 vta')).toEqual([
      { page: 1, x: 185, y: 700, width: 20, height: 10 },
    ]);
  });

  it('gives a value over two lines one box per line', () => {
    const runs = [
      run('domiciliado en pasaje Los Copi-', 100, 700),
      run('hues número 8841, comuna', 100, 686),
    ];
    expect(
      locateBoxes(runs, 2, 'Los Copihues número 8841', 'pasaje Los Copihues número 8841, comuna'),
    ).toEqual([
      { page: 2, x: 210, y: 700, width: 40, height: 10 },
      { page: 2, x: 100, y: 686, width: 80, height: 10 },
    ]);
  });

  it('joins the runs of one line into one box', () => {
    const runs = [run('MARCELO', 100, 600), run('ANTONIO', 140, 600), run('RIQUELME', 180, 600)];
    expect(locateBoxes(runs, 1, 'MARCELO ANTONIO RIQUELME', 'Comprador: MARCELO ANTONIO RIQUELME')).toEqual([
      { page: 1, x: 100, y: 600, width: 120, height: 10 },
    ]);
  });

  it('takes the occurrence the text around the value points at', () => {
    const runs = [
      run('Hipoteca a fojas 12 número 45', 100, 700),
      run('inscrita a fojas 12 número 88', 100, 600),
    ];
    const [box] = locateBoxes(runs, 1, '12', 'inscrita a fojas 12 número 88');
    expect(box).toMatchObject({ x: 185, y: 600 });
  });

  it('boxes the longest part of a value the page breaks up, and nothing for a value not there', () => {
    const runs = [
      run('El título ante-', 100, 700),
      run('Hipoteca a fs. 3911', 400, 700),
      run('rior está inscrito a Fojas 5561', 100, 686),
    ];
    const boxes = locateBoxes(runs, 1, 'título anterior está inscrito a Fojas 5561 - RICARDO VALLEJOS', '');
    // 'anterior' is split by the margin note between its halves: the longest whole part is boxed.
    expect(boxes).toEqual([{ page: 1, x: 125, y: 686, width: 130, height: 10 }]);
    expect(locateBoxes(runs, 1, 'Fojas 9999', 'a Fojas 9999')).toEqual([]);
  });
});

describe('locateBoxes (OCR words)', () => {
  const ocrWord = (text: string, left: number, top: number): OcrWord => ({
    block: 1,
    paragraph: 1,
    line: 1,
    left,
    top,
    width: text.length * 20,
    height: 40,
    confidence: 90,
    text,
  });
  // A rendering at 2 pixels per point of a 600 × 800 pt page.
  const toPdf = (x: number, y: number) => [x / 2, 800 - y / 2] as const;

  it('boxes the words of a value in PDF points', () => {
    const words = [
      ocrWord('Rol', 100, 200),
      ocrWord('de', 180, 200),
      ocrWord('avalúo:', 240, 200),
      ocrWord('03412-00017', 400, 200),
    ];
    const runs = words.map((word) => ocrWordRun(word, toPdf));
    expect(locateBoxes(runs, 1, '03412 - 00017', 'Rol de avalúo: 03412 - 00017')).toEqual([
      { page: 1, x: 200, y: 680, width: 110, height: 20 },
    ]);
  });
});

describe('locateValue', () => {
  it('gives the runs holding the value, and says when only part of it was placed', () => {
    const runs = [
      run('Propietario: JUAN', 100, 700),
      run('PEREZ ROJAS', 200, 700),
      run('Rol 4521-87', 100, 686),
    ];
    const whole = locateValue(runs, 1, 'JUAN PEREZ ROJAS', 'Propietario: JUAN PEREZ ROJAS');
    expect(whole?.runs.map((item) => item.text)).toEqual(['Propietario: JUAN', 'PEREZ ROJAS']);
    expect(whole?.whole).toBe(true);
    const part = locateValue(runs, 1, 'JUAN PEREZ ROJAS, domiciliado en Talca', '');
    expect(part?.whole).toBe(false);
    expect(locateValue(runs, 1, 'MARIA SOTO', 'MARIA SOTO')).toBeNull();
  });
});
