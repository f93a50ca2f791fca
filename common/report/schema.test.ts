import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { parseReport, reportSchema } from './schema';

// The shared corpus sits next to the repository checkout (/work/shared beside /work/main).
const CORPUS_DEV = fileURLToPath(new URL('../../../shared/corpus/dev/', import.meta.url));
const dossiers = readdirSync(CORPUS_DEV).filter((name) => name.startsWith('dev-'));

function groundTruth(dossier: string): unknown {
  return JSON.parse(readFileSync(join(CORPUS_DEV, dossier, 'ground_truth.json'), 'utf8'));
}

function setAt(node: unknown, path: readonly (string | number)[], value: unknown): void {
  const [key, ...rest] = path;
  if (key === undefined || typeof node !== 'object' || node === null) throw new Error('bad path');
  if (rest.length === 0) Reflect.set(node, key, value);
  else setAt(Reflect.get(node, key), rest, value);
}

/** A copy of dev-01's ground truth with one value replaced at a path of keys and indexes. */
function withValue(path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(groundTruth('dev-01'));
  setAt(copy, path, value);
  return copy;
}

describe('reportSchema', () => {
  it('finds the five dev dossiers', () => {
    expect(dossiers).toEqual(['dev-01', 'dev-02', 'dev-03', 'dev-04', 'dev-05']);
  });

  it.each(dossiers)('parses %s/ground_truth.json without losing anything', (dossier) => {
    const truth = groundTruth(dossier);
    // The corpus predates the client and the conclusion (#11): they read as blank.
    expect(parseReport(truth)).toEqual({ client_name: '', conclusion: '', ...(truth as object) });
  });

  it('accepts what the editor stores: timestamps at midnight, undefined optional text, no notes', () => {
    const report = parseReport({
      today: '2026-03-05T15:04:00.000Z',
      property_registry_history: [],
      gp_certificates: [
        {
          fecha_emision: '2026-03-05T03:00:00.000Z',
          conservador: 'Santiago',
          fojas: 1,
          vuelta: true,
          numero: 2,
          ano: 2020,
          domicilio: 'Suecia 2871',
          propietarios: [{ nombre: 'ANA' }],
          gravamenes: [],
          prohibiciones: [],
        },
      ],
    });
    expect(report.gp_certificates?.[0]?.codigo_verificacion).toBeUndefined();
    expect(report.notes).toBeUndefined();
  });

  it('accepts notes as null (observations excluded)', () => {
    expect(parseReport({ property_registry_history: [], notes: null }).notes).toBeNull();
  });

  it('drops keys outside the schema', () => {
    const report = parseReport({ property_registry_history: [], extra: 1 });
    expect(report).toEqual({ client_name: '', conclusion: '', property_registry_history: [] });
  });

  it.each([
    ['a missing registry history', ['property_registry_history'], undefined],
    ['fojas as text', ['property_registry_history', 0, 'fojas'], '61234'],
    ['a fractional numero', ['property_registry_history', 0, 'numero'], 88901.5],
    ['vuelta as text', ['property_registry_history', 0, 'vuelta'], 'false'],
    ['vuelta as null', ['property_registry_history', 0, 'vuelta'], null],
    ['a Chilean-format date', ['property_registry_history', 0, 'fecha_emision'], '08-09-2025'],
    ['an impossible date', ['property_registry_history', 0, 'fecha_registro'], '2019-02-30'],
    [
      'a feminine estado civil',
      ['property_registry_history', 0, 'propietarios', 0, 'estado_civil'],
      'soltera',
    ],
    ['an owner without a name', ['property_registry_history', 0, 'propietarios', 0, 'nombre'], null],
    ['an amount as formatted text', ['debt_certificates', 0, 'total_deuda_no_vencida_liquidada'], '89,412'],
    ['an unknown housing type', ['public_expropriation_certificates', 0, 'tipo_vivienda'], 'Urbana'],
    [
      'an unknown vial type',
      ['public_expropriation_certificates', 0, 'tipo_expropiacion_vial'],
      'Ensanchamiento',
    ],
    [
      'an unknown affectation',
      ['public_expropriation_certificates', 0, 'tipo_afectacion_vial'],
      'Afectación total',
    ],
    ['an unknown marital regime', ['certificados_matrimonio'], [{ tipo_de_sociedad_conyugal: 'sociedad' }]],
    ['a note that is not text', ['notes'], [1]],
    ['gravamenes missing from a GP certificate', ['gp_certificates', 0, 'gravamenes'], undefined],
    ['today as a local time without offset', ['today'], '2026-03-05T12:00:00'],
  ] as const)('rejects %s', (_label, path, value) => {
    expect(reportSchema.safeParse(withValue(path, value)).success).toBe(false);
  });

  it('names the offending path when it throws', () => {
    expect(() => parseReport(withValue(['property_registry_history', 0, 'fojas'], '1'))).toThrow(
      /property_registry_history/,
    );
  });
});
