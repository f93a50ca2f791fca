import { describe, expect, it } from 'vitest';

import { normalize } from './normalize';

describe('normalize', () => {
  it.each([
    ['aFs.88Nro.1203delAño1971', 'a fojas 88 número 1203 del año 1971'],
    ['que NO CONSTAmarginalmente anotación', 'que NO CONSTA marginalmente anotación'],
    [
      'rola a fojas715, nº902, año2009, de este registro',
      'rola a fojas 715, número 902, año 2009, de este registro',
    ],
    ['Foja977 Número 3104 Año 1998', 'fojas 977 número 3104 año 1998'],
    ['Fs 45v Nº 31', 'fojas 45 vuelta número 31'],
    ['a FOJA 733VTA, NÚMERO 95', 'a fojas 733 vuelta, número 95'],
    ['a Fs.802 F Nro.611 del Año: 2003', 'a fojas 802 frente número 611 del año 2003'],
    ['Fojas: 64 vuelta Número 12', 'fojas 64 vuelta número 12'],
    ['fs. 41.207, nro. 52.118', 'fojas 41207, número 52118'],
    ['fojas 7.031, Nº 3.220 del año 2.009', 'fojas 7031, número 3220 del año 2009'],
    ['Hipoteca a fs. 1201vta- 990- 2020.', 'Hipoteca a fojas 1201 vuelta- 990- 2020.'],
    ['A FS. 318 N. 270 DEL ANO 2015', 'A fojas 318 número 270 DEL año 2015'],
    ['a fs. 92 vta., N. 18, año 2001', 'a fojas 92 vuelta, número 18, año 2001'],
    ['Fs. 640 vta. N 377 año 2018:', 'fojas 640 vuelta número 377 año 2018:'],
    ['Fs. 51 N 9 del año 2004', 'fojas 51 número 9 del año 2004'],
    ["a fs. 77 N' 120 año 2011", 'a fojas 77 número 120 año 2011'],
  ])('%s', (source, expected) => {
    expect(normalize(source).text).toBe(expected);
  });

  it('turns numbers in words after a keyword into digits, the printed digits winning', () => {
    expect(normalize('a fojas trescientos doce (312) número ochenta y uno (81)').text).toBe(
      'a fojas 312 número 81',
    );
    expect(
      normalize(
        'Fojas cuatrocientas diez vuelta Número setecientos dos del año mil novecientos noventa y nueve',
      ).text,
    ).toBe('fojas 410 vuelta número 702 del año 1999');
    // The page side between the words and their digits, or inside the parentheses; capitals too.
    expect(normalize('fojas sesenta y uno vuelta (61 vta.) número cuarenta (40)').text).toBe(
      'fojas 61 vuelta número 40',
    );
    expect(normalize('A FOJAS DOSCIENTAS OCHO (208 VUELTA) NUMERO CIENTO UNO (101)').text).toBe(
      'A fojas 208 vuelta número 101',
    );
    // A year in parentheses that is no year is a typo: the words win.
    expect(normalize('del año dos mil veinte (20020)').text).toBe('del año 2020');
  });

  it('keeps a RUT in words as printed', () => {
    const source = 'cédula nacional de identidad número nueve millones ochocientos mil doce guión cinco';
    expect(normalize(source).text).toBe(source);
  });

  it('keeps words whose digits disagree, and amounts and names as printed', () => {
    expect(normalize('cinco (6) de mayo').text).toBe('cinco (6) de mayo');
    expect(normalize('tres (3) de mayo por 3.836,7 UF a Inversiones Sur SpA').text).toBe(
      '3 de mayo por 3.836,7 UF a Inversiones Sur SpA',
    );
  });

  it('maps every normalised span back to the printed text', () => {
    const source = 'Hipoteca aFs.88Nro.1203delAño1971 en favor de Banco Uno.';
    const normalized = normalize(source);
    const at = normalized.text.indexOf('fojas 88');
    const ref = 'fojas 88 número 1203 del año 1971';
    expect(normalized.sourceSlice(at, ref.length)).toBe('Fs.88Nro.1203delAño1971');
    const bank = normalized.text.indexOf('Banco Uno');
    expect(normalized.sourceSpan(bank, 9)).toEqual({ index: source.indexOf('Banco Uno'), length: 9 });
    expect(normalize('fojas doscientos once (211)').sourceSlice(6, 3)).toBe('doscientos once (211)');
  });

  it('marks what it had to repair: words that disagree with their digits, letters read for digits', () => {
    const mismatch = normalize('a fojas doscientos once (212) número ochenta (80)');
    expect(mismatch.text).toBe('a fojas 212 número 80');
    expect(mismatch.doubtsIn(mismatch.text.indexOf('212'), 3)).toEqual(['words_digits_mismatch']);
    expect(mismatch.doubtsIn(mismatch.text.indexOf('80'), 2)).toEqual([]);
    const ocr = normalize('a Fs. 1O23 Nro. 8l2 del Año 2O19, en el 2o piso');
    expect(ocr.text).toBe('a fojas 1023 número 812 del año 2019, en el 2o piso');
    expect(ocr.doubtsIn(0, ocr.text.length)).toEqual(['repaired_reading']);
    expect(ocr.doubtsIn(ocr.text.indexOf('piso'), 4)).toEqual([]);
  });

  it('takes the digits for number words a worn copy garbled partway, where the words read agree with them', () => {
    const cut = normalize(
      'inscrito a fojas mil ochocie:   ocho\n(1.878), número mil doscientos noventa y uno (1.291)',
    );
    expect(cut.text).toBe('inscrito a fojas 1878, número 1291');
    expect(cut.doubtsIn(cut.text.indexOf('1878'), 4)).toEqual(['repaired_reading']);
    expect(cut.doubtsIn(cut.text.indexOf('1291'), 4)).toEqual([]);
    const tail = normalize('a fojas doscientos cuaren- ~ (245) del Registro de Propiedad');
    expect(tail.text).toBe('a fojas 245 del Registro de Propiedad');
    const year = normalize('del año dos mil dieci* (2019)');
    expect(year.text).toBe('del año 2019');
    // Words that disagree with the digits, or ordinary words before a bracket, stay as printed.
    expect(normalize('a fojas mil ochocie: (2.878)').text).toBe('a fojas 1000 ochocie: (2.878)');
    expect(normalize('el lote número cinco del plano (5)').text).toBe('el lote número 5 del plano (5)');
  });

  it('reads keywords a stamp left half read, with their numbers marked repaired', () => {
    const stamped = normalize('1.- HIPOTECA: a fojas 918 numerx27   ño 2003 BANCO DEL SUR');
    expect(stamped.text).toBe('1.- HIPOTECA: a fojas 918 número 27   año 2003 BANCO DEL SUR');
    expect(stamped.doubtsIn(stamped.text.indexOf('27'), 2)).toEqual(['repaired_reading']);
    expect(stamped.doubtsIn(stamped.text.indexOf('2003'), 4)).toEqual(['repaired_reading']);
    expect(stamped.doubtsIn(stamped.text.indexOf('918'), 3)).toEqual([]);
    expect(stamped.sourceSlice(stamped.text.indexOf('27'), 2)).toBe('numerx27');
    expect(normalize(stamped.text).text).toBe(stamped.text);
    const fojas = normalize('la inscripción de le as4410 número 2210 del año 2016');
    expect(fojas.text).toBe('la inscripción de le fojas 4410 número 2210 del año 2016');
    expect(fojas.doubtsIn(fojas.text.indexOf('4410'), 4)).toEqual(['repaired_reading']);
    expect(normalize('las 12 casas44 en venta').text).toBe('las 12 casas44 en venta');
    const side = normalize('SERVIDUMBRE inscrita a ís 212 vta N° 96 de 1990');
    expect(side.text).toBe('SERVIDUMBRE inscrita a fojas 212 vuelta número 96 de 1990');
    expect(side.doubtsIn(side.text.indexOf('212'), 3)).toEqual(['repaired_reading']);
    expect(normalize('el país 12 casas, número 4').text).toBe('el país 12 casas, número 4');
    expect(normalize('Ítem is 3 y 4').text).toBe('Ítem is 3 y 4');
    // A plain word, a number that is no year, and "ño" without a número before it stay as printed.
    expect(normalize('el sueño 1990 y la numeración 12').text).toBe('el sueño 1990 y la numeración 12');
    expect(normalize('número 12 ño 87').text).toBe('número 12 ño 87');
  });

  it('reads a company\'s "S.A." whose stops OCR garbled, after a name in capitals, marked repaired', () => {
    const wrapped = normalize('1.- USUFRUCTO : a fojas 77 número 12 del año 1999 AGUAS DEL VALLE\nS¿As;');
    expect(wrapped.text).toBe('1.- USUFRUCTO : a fojas 77 número 12 del año 1999 AGUAS DEL VALLE\nS.A.;');
    expect(wrapped.doubtsIn(wrapped.text.indexOf('S.A.'), 4)).toEqual(['repaired_reading']);
    expect(normalize('a favor de BANCO ANDINO S,A. por 300 UF').text).toBe(
      'a favor de BANCO ANDINO S.A. por 300 UF',
    );
    // "S.A." as printed is not marked, whatever follows it; an "S" that opens a word, or after
    // ordinary words, stays.
    for (const text of [
      'BANCO ANDINO S.A..',
      'BANCO ANDINO S.A., RUT 97.004.000-5',
      'de BANCO ANDINO S.A)',
    ]) {
      const printed = normalize(text);
      expect(printed.text).toBe(text);
      expect(printed.doubtsIn(0, printed.text.length)).toEqual([]);
    }
    expect(normalize('Rol SII SA-2 y la casa S-Ab').text).toBe('Rol SII SA-2 y la casa S-Ab');
  });
});
