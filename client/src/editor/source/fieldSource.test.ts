import { describe, expect, it } from 'vitest';
import type { Provenance } from '../../../../common/record/provenance';
import type { ReviewMark } from '../../../../common/review/marks';
import { fieldSource, valueNeedles, type FieldSourceInput } from './fieldSource';

const NOW = new Date('2026-03-05T15:00:00.000Z');

const report = {
  property_registry_history: [
    { fojas: 1234, conservador: 'Santiago', ano: 2026, comuna: 'Ñuñoa', notaria: '', propietarios: [] },
  ],
  gp_certificates: [{ rol_avaluo: '123-4', fecha_emision: '2026-02-10T03:00:00.000Z' }],
};

const fojas: Provenance = {
  file: 'dominio.pdf',
  page: 2,
  snippet: 'inscrita a fojas 1234 número',
  confidence: 0.9,
  boxes: [{ page: 2, x: 100, y: 600, width: 30, height: 10 }],
};

function mark(path: string, state: 'confirmed' | 'edited', value: number): ReviewMark {
  return {
    kind: 'field',
    path,
    state,
    value,
    id: 'm1',
    comment: '',
    reviewerId: 'u1',
    reviewerName: 'Ana Pérez',
    at: '2026-03-05T15:00:00.000Z',
  };
}

function input(overrides: Partial<FieldSourceInput> = {}): FieldSourceInput {
  return { report, saved: report, provenance: {}, marks: [], now: NOW, ...overrides };
}

describe('fieldSource', () => {
  it('leads a value read by the engine to its file, page and boxes', () => {
    const source = fieldSource(
      'property_registry_history[0].fojas',
      input({ provenance: { 'property_registry_history[0].fojas': fojas } }),
    );
    expect(source).toEqual({
      kind: 'source',
      field: 'Historial de inscripciones 1 › Fojas',
      location: {
        file: 'dominio.pdf',
        page: 2,
        boxes: fojas.boxes,
        snippet: fojas.snippet,
        needles: ['1234'],
      },
      note: null,
      others: [],
    });
  });

  it('gives a field the source of the value it is part of, read whole', () => {
    const owner: Provenance = {
      file: 'dominio.pdf',
      page: 1,
      snippet: 'don JOSÉ PÉREZ, RUT 12.345.678-9',
      confidence: 0.9,
    };
    const withOwner = {
      property_registry_history: [{ propietarios: [{ nombre: 'JOSÉ PÉREZ', rut: '12.345.678-9' }] }],
    };
    const source = fieldSource(
      'property_registry_history[0].propietarios[0].rut',
      input({
        report: withOwner,
        saved: withOwner,
        provenance: { 'property_registry_history[0].propietarios[0]': owner },
      }),
    );
    expect(source).toMatchObject({
      kind: 'source',
      field: 'Historial de inscripciones 1 › Propietarios 1 › RUT',
    });
    expect(source.kind === 'source' && source.location.needles).toEqual(['12.345.678-9']);
  });

  it('lists the other documents that read the value differently', () => {
    const rol: Provenance = {
      file: 'tgr.pdf',
      page: 1,
      snippet: 'ROL 123-4',
      confidence: 0.6,
      conflicts: [{ value: '123-5', file: 'sii.pdf', page: 1, snippet: 'Rol de avalúo 123-5' }],
    };
    const source = fieldSource(
      'gp_certificates[0].rol_avaluo',
      input({ provenance: { 'gp_certificates[0].rol_avaluo': rol } }),
    );
    expect(source.kind === 'source' && source.others).toEqual([
      {
        value: '123-5',
        location: { file: 'sii.pdf', page: 1, boxes: [], snippet: 'Rol de avalúo 123-5', needles: ['123-5'] },
      },
    ]);
  });

  it('says who confirmed a value, and when a confirmed value changed since', () => {
    const provenance = { 'property_registry_history[0].fojas': fojas };
    const confirmed = fieldSource(
      'property_registry_history[0].fojas',
      input({ provenance, marks: [mark('property_registry_history[0].fojas', 'confirmed', 1234)] }),
    );
    expect(confirmed.kind === 'source' && confirmed.note).toBe(
      'Confirmado por Ana Pérez, 5 de marzo de 2026',
    );
    const changed = fieldSource(
      'property_registry_history[0].fojas',
      input({ provenance, marks: [mark('property_registry_history[0].fojas', 'confirmed', 99)] }),
    );
    expect(changed.kind === 'source' && changed.note).toBe('Cambió después de la confirmación de Ana Pérez');
  });

  it('gives an edited value its editor and date instead of the engine source', () => {
    const source = fieldSource(
      'property_registry_history[0].fojas',
      input({
        provenance: { 'property_registry_history[0].fojas': fojas },
        marks: [mark('property_registry_history[0].fojas', 'edited', 1234)],
      }),
    );
    expect(source).toEqual({
      kind: 'none',
      field: 'Historial de inscripciones 1 › Fojas',
      message: 'Editado por Ana Pérez, 5 de marzo de 2026',
    });
  });

  it('tells an unsaved edit of a value read by the engine', () => {
    const saved = {
      ...report,
      property_registry_history: [{ ...report.property_registry_history[0], fojas: 99 }],
    };
    const source = fieldSource(
      'property_registry_history[0].fojas',
      input({ saved, provenance: { 'property_registry_history[0].fojas': fojas } }),
    );
    expect(source.kind === 'none' && source.message).toBe(
      'Editado, sin guardar: la fuente del documento ya no aplica',
    );
  });

  it('tells a SPEC default, a typed value and an empty field apart', () => {
    const message = (path: string) => {
      const source = fieldSource(path, input());
      return source.kind === 'none' ? source.message : null;
    };
    expect(message('property_registry_history[0].conservador')).toBe('Valor por defecto');
    expect(message('property_registry_history[0].ano')).toBe('Valor por defecto');
    expect(message('property_registry_history[0].comuna')).toBe('Sin fuente: ingresado a mano');
    expect(message('property_registry_history[0].fojas')).toBe('Sin fuente: ingresado a mano');
    expect(message('property_registry_history[0].notaria')).toBe('Sin fuente: campo vacío');
  });
});

describe('valueNeedles', () => {
  it('gives dates in their printed forms, numbers and trimmed text as they are', () => {
    expect(valueNeedles('2026-02-10T03:00:00.000Z')).toEqual([
      '10-02-2026',
      '10/02/2026',
      '10 de febrero de 2026',
    ]);
    expect(valueNeedles(1234)).toEqual(['1234']);
    expect(valueNeedles('  Pérez ')).toEqual(['Pérez']);
    expect(valueNeedles('')).toEqual([]);
    expect(valueNeedles(true)).toEqual([]);
  });
});
