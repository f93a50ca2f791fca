import { describe, expect, it } from 'vitest';
import { buildDocument } from './document';
import { ProvenanceRecorder } from './provenance';
import { documentFromPages } from '../../../tests/support/engineDocuments';
import { printedForms, traceValues } from './traceValues';

const TEXT = [
  'Nº 2907.- Rancagua, dieciséis de julio de dos mil veinte.- PATRICIO ESTEBAN MUÑOZ',
  'FERRADA, soltero, es dueño del lote veintiuno, que deslinda: NORTE, en 12,40 metros con',
  'lote veinte; SUR, en 12,40 metros con calle Los Aromos. Lo adquirió por compra a doña',
  'GLORIA INÉS SEPÚL-',
  'VEDA ROJAS, viuda, con domicilio en Avenida Brasil número 455, comuna de Rancagua.',
  'Título anterior: fojas 1022 número 845 del año 2012.',
].join('\n');

describe('traceValues', () => {
  const document = documentFromPages('dominio.pdf', [TEXT]);
  const recorder = new ProvenanceRecorder(document);
  recorder.text('deslindes', TEXT.indexOf('NORTE'), TEXT.indexOf('. Lo adq') - TEXT.indexOf('NORTE'));
  recorder.text(
    'vendedores',
    TEXT.indexOf('Lo adquirió'),
    TEXT.indexOf(', comuna de Rancagua') - TEXT.indexOf('Lo adquirió'),
  );
  recorder.text('fojas_anterior', TEXT.indexOf('fojas 1022'), 'fojas 1022 número 845 del año 2012'.length);
  const part = {
    deslindes: [
      { direccion: 'Norte', largo: '12,40 metros', propiedad: 'lote veinte' },
      { direccion: 'Sur', largo: '12,40 metros', propiedad: 'calle Los Aromos' },
    ],
    vendedores: [
      { nombre: 'GLORIA INÉS SEPÚLVEDA ROJAS', rut: null, estado_civil: 'viudo', domicilio: null },
    ],
    fojas_anterior: 1022,
    numero_anterior: 845,
    vuelta_anterior: false,
    ano_anterior: 2012,
  };
  const traced = traceValues(part, recorder.entries, document);

  it('finds each value of a group in the group’s words, in the order the group states them', () => {
    expect(traced['deslindes[1].largo']?.snippet).toContain('SUR, en 12,40 metros');
    expect(traced['deslindes[1].direccion']?.snippet).toContain('SUR');
    expect(traced['deslindes[0].propiedad']?.snippet).toContain('lote veinte');
    expect(traced['numero_anterior']?.snippet).toContain('número 845');
  });

  it('finds a name the text joined across a line break', () => {
    expect(traced['vendedores[0].nombre']?.snippet).toContain('doña GLORIA INÉS SEPÚLVEDA ROJAS, viuda');
  });

  it('points a value not printed as such at its group’s words, marked derived', () => {
    expect(traced['vuelta_anterior']).toMatchObject({
      derived: true,
      snippet: expect.stringContaining('fojas 1022'),
    });
    expect(traced['vendedores[0].estado_civil']?.snippet).toContain('viuda');
  });

  it('leaves empty values and values already traced alone', () => {
    expect(traced['vendedores[0].rut']).toBeUndefined();
    expect(traced['fojas_anterior']).toBeUndefined();
  });
});

describe('printedForms', () => {
  it('writes numbers, amounts and dates as certificates print them', () => {
    expect(printedForms('total', 61220)).toEqual(expect.arrayContaining(['61.220', '61,220', 'clp 61,220']));
    expect(printedForms('fecha_emision', '2025-10-14')).toEqual(
      expect.arrayContaining(['14-10-2025', '14 de octubre de 2025']),
    );
    expect(printedForms('direccion', 'Oriente')).toEqual(['oriente', 'este']);
    expect(printedForms('vuelta', false)).toEqual([]);
  });
});

describe('traceValues on a scan', () => {
  // Two lines of OCR words: the label's "avalúo" misread poorly ("avaIúo"), the rol itself read well.
  const lines = ['Rol de avaIúo número 4521-87, comuna de Ñuñoa', 'Código 7QX2'];
  const confidences = [
    [95, 93, 41, 95, 96, 95, 95, 94],
    [95, 44],
  ];
  const runs = lines.flatMap((line, row) =>
    line.split(' ').map((text, index) => ({
      text,
      origin: [50 + 60 * index, 700 - 20 * row] as const,
      advance: [50, 0] as const,
      rise: [0, 10] as const,
      confidence: confidences[row]?.[index] ?? 95,
    })),
  );
  const document = buildDocument('escaneo.pdf', [
    { number: 1, lines, textLength: lines.join('').length, runs, ocr: { doubtfulWords: ['avaIúo', '7QX2'] } },
  ]);
  const recorder = new ProvenanceRecorder(document);
  recorder.raw('rol_avaluo', 0, 'Rol de avaIúo número 4521-87'.length);
  recorder.raw('codigo_verificacion', document.raw.indexOf('7QX2'), 4);
  const traced = traceValues(
    { rol_avaluo: '4521-87', codigo_verificacion: '7QX2' },
    recorder.entries,
    document,
  );

  it('points a value recorded with a doubted label at its own words, which OCR trusted', () => {
    expect(recorder.entries.rol_avaluo?.unsure).toEqual(['ocr_low_confidence']);
    expect(traced.rol_avaluo?.unsure).toBeUndefined();
    expect(traced.rol_avaluo?.boxes).toHaveLength(1);
  });

  it('shows a yes/no recorded without words of its own on its group’s words', () => {
    const withVuelta = new ProvenanceRecorder(document);
    withVuelta.raw('fojas', document.raw.indexOf('4521-87'), '4521-87'.length);
    withVuelta.raw('vuelta', 0, 0);
    expect(withVuelta.entries.vuelta?.boxes).toBeUndefined();
    const shown = traceValues({ fojas: '4521-87', vuelta: false }, withVuelta.entries, document);
    expect(shown.vuelta?.boxes).toEqual(withVuelta.entries.fojas?.boxes);
  });

  it('keeps the doubt of a value recorded on its own words', () => {
    expect(traced.codigo_verificacion).toBeUndefined();
    expect(recorder.entries.codigo_verificacion?.unsure).toEqual(['ocr_low_confidence']);
  });
});
