import { describe, expect, it } from 'vitest';

import { anyLabel, LabelledValues, type FieldSearch } from './labelledValues';
import { addressValue, amountValue, comunaValue, nameValue, rolValue } from './recognizers';

const ROL: FieldSearch<string> = { labels: [/\brol\s+de\s+avaluo\b/, /\brol\b/], recognize: rolValue };
const COMUNA: FieldSearch<string> = { labels: [/\bcomuna\b(?:\s+de\b)?/], recognize: comunaValue };
const ADDRESS: FieldSearch<string> = {
  labels: [/\bdireccion\b/, /\bubicad[oa]\s+en\b/],
  recognize: addressValue,
};
const NAME: FieldSearch<string> = { labels: [/\bnombre\b/], recognize: nameValue, before: true };
const TOTAL: FieldSearch<number> = {
  labels: [/\btotal\s+deuda\s+morosa\b/],
  recognize: amountValue,
  narrative: false,
};
const STOPS = anyLabel([
  ...ROL.labels,
  ...COMUNA.labels,
  ...ADDRESS.labels,
  ...NAME.labels,
  ...TOTAL.labels,
  /\bdestino\b/,
]);

function values(raw: string) {
  const text = raw.replace(/\s+/g, ' ');
  return new LabelledValues({ raw, text }, STOPS);
}

describe('LabelledValues', () => {
  it('reads a value after its label with or without a colon, on the same line', () => {
    expect(values('Rol de Avalúo: 6602-41').find(ROL)).toMatchObject({ value: '6602-41', tie: 'same-line' });
    expect(values('ROL DE AVALÚO   6602-41   COMUNA   NUNOA').find(COMUNA)?.value).toBe('Ñuñoa');
  });

  it('stops a value where the next label starts', () => {
    expect(values('DIRECCION ANTONIO VARAS 1290 DP 302 COMUNA ÑUÑOA').find(ADDRESS)?.value).toBe(
      'ANTONIO VARAS 1290 DP 302',
    );
  });

  it('reads the cell under a header row', () => {
    const table = 'ROL   COMUNA   DESTINO\n2215-118   LA FLORIDA   HABITACIONAL';
    expect(values(table).find(ROL)).toMatchObject({ value: '2215-118', tie: 'table' });
    expect(values(table).find(COMUNA)?.value).toBe('La Florida');
  });

  it('reads a value on the next line, and before a label that stands alone', () => {
    expect(values('Rol de avalúo\n4410-23').find(ROL)).toMatchObject({ value: '4410-23', tie: 'next-line' });
    expect(
      values('MONTERO SAAVEDRA LUCIA ISABEL\nNOMBRE\nDIRECCION ANTONIO VARAS 1290').find(NAME),
    ).toMatchObject({
      value: 'MONTERO SAAVEDRA LUCIA ISABEL',
      tie: 'before',
    });
  });

  it('skips a label whose neighbour is not a value of the kind, and reads the sentence', () => {
    const sentence =
      'La propiedad ubicada en Calle Blanco 1200, comuna\nde VALPARAISO, Rol de avalúo 88-12, no está afecta.';
    const found = values(sentence);
    expect(found.find(ADDRESS)?.value).toBe('Calle Blanco 1200');
    expect(found.find(COMUNA)?.value).toBe('Valparaíso');
    expect(found.find(ROL)).toMatchObject({ value: '88-12' });
  });

  it('takes a colon OCR read as a letter for a colon', () => {
    expect(values('Comuna z   LA CISTERNA').find(COMUNA)?.value).toBe('La Cisterna');
  });

  it('reads past a label tail OCR garbled before its colon on an OCR reading only', () => {
    const raw = 'ROL DE AVALUO Me”:   4415-9\n';
    const ocr = new LabelledValues({ raw, text: raw, ocr: true }, STOPS);
    expect(ocr.find({ ...ROL, narrative: false })?.value).toBe('4415-9');
    expect(values(raw).find({ ...ROL, narrative: false })).toBeNull();
    const destino = 'Destino del bien ralz:   HABITACIONAL\n';
    const cell: FieldSearch<string> = {
      labels: [/\bdestino\b/],
      recognize: (region) => {
        const found = /\S[^\n]*/.exec(region);
        return found ? { value: found[0], start: found.index, end: found.index + found[0].length } : null;
      },
    };
    expect(new LabelledValues({ raw: destino, text: destino, ocr: true }, STOPS).find(cell)?.value).toBe(
      'HABITACIONAL',
    );
  });

  it('does not read a header row whose values cannot be told apart', () => {
    const header = 'Total Deuda Morosa   Total Deuda No Vencida   DESTINO\nCLP 89,412';
    expect(values(header).find(TOTAL)).toBeNull();
  });

  it('reads values after dotted leaders as after a colon', () => {
    const form = 'Rol .......... 214-17\nComuna ............ VALDIVIA\nDirección ..... GENERAL LAGOS 1344';
    expect(values(form).find(ROL)?.value).toBe('214-17');
    expect(values(form).find(COMUNA)?.value).toBe('Valdivia');
    expect(values(form).find(ADDRESS)?.value).toBe('GENERAL LAGOS 1344');
  });

  it('reads a label broken over two lines', () => {
    const split = 'TOTAL DEUDA MOROSA DE\nCONTRIBUCIONES: $ 12.500';
    expect(values(split).find(TOTAL)).toMatchObject({ value: 12500, tie: 'next-line' });
  });

  it('reads a value that goes on after a comma on the next line', () => {
    const narrative = 'la propiedad ubicada en Parcela 7,\nLote C, sector El Llano, comuna de Pirque';
    expect(values(narrative).find(ADDRESS)?.value).toBe('Parcela 7, Lote C, sector El Llano');
  });

  it('reads a row whose cells merged under the header of their columns', () => {
    const table = 'Nombre                 Rol          Comuna\nPEDRO PABLO ROJAS  4410-58      COLINA';
    expect(values(table).find(NAME)?.value).toBe('PEDRO PABLO ROJAS');
    expect(values(table).find(COMUNA)?.value).toBe('Colina');
  });
});
