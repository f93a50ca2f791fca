import { describe, expect, it } from 'vitest';
import {
  changedPaths,
  isOutputPath,
  isWithin,
  parsePath,
  pathAndAncestors,
  setValueAt,
  valueAt,
} from './paths';

const report = {
  gp_certificates: [{ fojas: 12, gravamenes: [{ acreedor: 'Banco' }, { acreedor: null }] }],
  notes: ['a'],
};

describe('output paths', () => {
  it('parses paths with list indices and refuses anything else', () => {
    expect(parsePath('gp_certificates[0].gravamenes[1].acreedor')).toEqual([
      'gp_certificates',
      0,
      'gravamenes',
      1,
      'acreedor',
    ]);
    expect(parsePath('notes[0]')).toEqual(['notes', 0]);
    for (const bad of ['', '[0]', 'a..b', 'a[x]', 'a.', 'A.b', 'a[0]b', '__proto__.x; drop']) {
      expect(isOutputPath(bad), bad).toBe(false);
    }
  });

  it('reads the value at a path, undefined where there is none', () => {
    expect(valueAt(report, 'gp_certificates[0].gravamenes[0].acreedor')).toBe('Banco');
    expect(valueAt(report, 'gp_certificates[0].gravamenes[1].acreedor')).toBeNull();
    expect(valueAt(report, 'gp_certificates[3].fojas')).toBeUndefined();
    expect(valueAt(report, 'notes.length')).toBeUndefined();
  });

  it('sets the value at a path that exists, and leaves a path that does not', () => {
    const copy = structuredClone(report);
    setValueAt(copy, 'gp_certificates[0].gravamenes[1].acreedor', 'Cooperativa');
    setValueAt(copy, 'gp_certificates[3].fojas', 12);
    expect(valueAt(copy, 'gp_certificates[0].gravamenes[1].acreedor')).toBe('Cooperativa');
    expect(copy.gp_certificates).toHaveLength(report.gp_certificates.length);
    expect(valueAt(report, 'gp_certificates[0].gravamenes[1].acreedor')).toBeNull();
  });

  it('tells whether a path lies inside another', () => {
    expect(isWithin('gp_certificates[0].fojas', 'gp_certificates[0]')).toBe(true);
    expect(isWithin('gp_certificates[0]', 'gp_certificates[0]')).toBe(true);
    expect(isWithin('gp_certificates[10].fojas', 'gp_certificates[1]')).toBe(false);
  });

  it('lists the paths whose value changed', () => {
    const after = { ...report, gp_certificates: [{ ...report.gp_certificates[0], fojas: 13 }] };
    expect(
      changedPaths(report, after, ['gp_certificates[0].fojas', 'notes[0]', 'gp_certificates[0].fojas']),
    ).toEqual(['gp_certificates[0].fojas']);
  });

  it('lists a path and its enclosing paths, most specific first', () => {
    expect(pathAndAncestors('property_registry_history[0].propietarios[2].nombre')).toEqual([
      'property_registry_history[0].propietarios[2].nombre',
      'property_registry_history[0].propietarios[2]',
      'property_registry_history[0].propietarios',
      'property_registry_history[0]',
      'property_registry_history',
    ]);
    expect(pathAndAncestors('notes')).toEqual(['notes']);
  });
});
