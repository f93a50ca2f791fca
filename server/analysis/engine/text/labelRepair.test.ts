import { describe, expect, it } from 'vitest';

import { nearestLabelWord, repairLabelCell } from './labelRepair';
import { LabelledValues } from './labelledValues';
import { addressValue, nameValue, rolValue } from './recognizers';

describe('nearestLabelWord', () => {
  it.each([
    ['PROPIETASUO', 'propietario'],
    ['DIRBOCION', 'direccion'],
    ['AYALUO', 'avaluo'],
    ['EMIRION', 'emision'],
    ['FBCHA', 'fecha'],
    ['Conuna', 'comuna'],
  ])('reads %s as %s', (word, label) => {
    expect(nearestLabelWord(word)).toBe(label);
  });

  it.each(['PROPIETARIO', 'Direcciones', 'PLAZO', 'Precio', 'HOJAS', 'GONZALEZ', 'SAAVEDRA'])(
    'leaves %s alone',
    (word) => {
      expect(nearestLabelWord(word)).toBeNull();
    },
  );
});

describe('repairLabelCell', () => {
  it('repairs the words before the colon and keeps the line length', () => {
    const line = 'PROPIETASUO:   GONZALEZ SAAVEDRA JORGE';
    const repaired = repairLabelCell(line);
    expect(repaired).toBe('PROPIETARIO:   GONZALEZ SAAVEDRA JORGE');
    expect(repaired).toHaveLength(line.length);
  });

  it('pads a label word shorter than its garbled reading', () => {
    expect(repairLabelCell('FECCHA EMIRION: 10/07/2025')).toBe('FECHA  EMISION: 10/07/2025');
  });

  it('uses the space before the colon for a letter OCR dropped', () => {
    expect(repairLabelCell('Solicitante / propietano : TORO ALCAYAGA')).toBe(
      'Solicitante / propietario: TORO ALCAYAGA',
    );
  });

  it('repairs a first cell whose colon OCR lost', () => {
    expect(repairLabelCell('ROL DE AYALUO-   6120-9')).toBe('ROL DE AVALUO-   6120-9');
  });

  it('repairs the first word of a short row whose label lost its colon and gap', () => {
    const line = 'Fecba 14-03-2025';
    expect(repairLabelCell(line)).toBe('fecha 14-03-2025');
    expect(repairLabelCell(line)).toHaveLength(line.length);
  });

  it('blanks the first letter of the value for a label word one letter longer than its reading', () => {
    const line = 'drecclon PASAJE LAS ACACIAS 1377';
    expect(repairLabelCell(line)).toBe('direccion ASAJE LAS ACACIAS 1377');
    expect(repairLabelCell(line)).toHaveLength(line.length);
  });

  it('leaves the first word of a long line or of a row opening with a real word', () => {
    const sentence = 'Prapietario de la casa ubicada en el pasaje de la villa del sur, de este domicilio';
    expect(repairLabelCell(sentence)).toBe(sentence);
    expect(repairLabelCell('Precio 52.000.000')).toBe('Precio 52.000.000');
  });

  it('leaves values and sentences as they are', () => {
    const sentence =
      'De acuerdo con el Plan Regulador Comunal vigente y los instrumentos aplicables, se certifica:';
    expect(repairLabelCell(sentence)).toBe(sentence);
    expect(repairLabelCell('Direccion: PROPIETASUO 123')).toBe('Direccion: PROPIETASUO 123');
  });
});

describe('LabelledValues on an OCR reading', () => {
  const raw = 'PROPIETASUO:   ROJAS PEREZ ANA MARIA\nROL DE AYALUO:   4411-27\n';
  const stops = /\bpropietario\b|\brol\s+de\s+avaluo\b/;

  it('finds values under garbled labels when the text was read by OCR', () => {
    const values = new LabelledValues({ raw, text: raw, ocr: true }, stops);
    expect(values.find({ labels: [/\bpropietario\b/], recognize: nameValue })?.value).toBe(
      'ROJAS PEREZ ANA MARIA',
    );
    expect(values.find({ labels: [/\brol\s+de\s+avaluo\b/], recognize: rolValue })?.value).toBe('4411-27');
  });

  it('reads the value after a garbled label that lost its colon and gap, as printed', () => {
    const worn = 'Dlreccon PASAJE LAS ACACIAS 1377\nComuna SAN BERNARDO\n';
    const values = new LabelledValues({ raw: worn, text: worn, ocr: true }, /\bdireccion\b|\bcomuna\b/);
    expect(values.find({ labels: [/\bdireccion\b/], recognize: addressValue })?.value).toBe(
      'PASAJE LAS ACACIAS 1377',
    );
  });

  it('reads a text layer as printed', () => {
    const values = new LabelledValues({ raw, text: raw }, stops);
    expect(values.find({ labels: [/\bpropietario\b/], recognize: nameValue, narrative: false })).toBeNull();
  });
});
