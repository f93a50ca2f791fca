import { describe, expect, it } from 'vitest';

import type { GpCertificate, RegistryEntry, Report } from '../../../../common/report/schema';
import { earlierTitleReferences } from './earlierTitleReference';

const entry = (fojas: number, numero: number, ano: number, earlier?: [number, number, number]) =>
  ({
    fojas,
    numero,
    ano,
    fojas_anterior: earlier?.[0] ?? null,
    numero_anterior: earlier?.[1] ?? null,
    ano_anterior: earlier?.[2] ?? null,
  }) as RegistryEntry;
const gp = (fojas: number, numero: number, ano: number) =>
  ({ fojas, numero, ano, gravamenes: [], prohibiciones: [] }) as unknown as GpCertificate;
const report = (history: RegistryEntry[], gps: GpCertificate[] = []) =>
  ({ property_registry_history: history, gp_certificates: gps }) as unknown as Report;

describe('earlierTitleReferences', () => {
  it('doubts a current inscription that is the reference of an earlier title’s copy, and a GP naming it', () => {
    expect(
      earlierTitleReferences(report([entry(610, 402, 1999), entry(610, 402, 1999)], [gp(610, 402, 1999)])),
    ).toEqual([
      'property_registry_history[0].fojas',
      'property_registry_history[0].numero',
      'property_registry_history[0].ano',
      'gp_certificates[0].fojas',
      'gp_certificates[0].numero',
      'gp_certificates[0].ano',
    ]);
  });

  it('doubts a GP that certifies the earlier title the current copy names', () => {
    expect(
      earlierTitleReferences(report([entry(3120, 2877, 2021, [610, 402, 1999])], [gp(610, 402, 1999)])),
    ).toEqual(['gp_certificates[0].fojas', 'gp_certificates[0].numero', 'gp_certificates[0].ano']);
  });

  it('leaves a chain of distinct inscriptions and a GP of the current one alone', () => {
    expect(
      earlierTitleReferences(
        report([entry(3120, 2877, 2021, [610, 402, 1999]), entry(610, 402, 1999)], [gp(3120, 2877, 2021)]),
      ),
    ).toEqual([]);
  });

  it('doubts the vuelta read with the reference, where one is stated', () => {
    const current = { ...entry(212, 167, 2017), vuelta: true };
    expect(earlierTitleReferences(report([current, { ...entry(212, 167, 2017), vuelta: true }]))).toEqual([
      'property_registry_history[0].fojas',
      'property_registry_history[0].vuelta',
      'property_registry_history[0].numero',
      'property_registry_history[0].ano',
    ]);
  });
});
