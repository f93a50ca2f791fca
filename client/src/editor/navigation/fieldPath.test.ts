import { describe, expect, it } from 'vitest';
import { childPath, documentOfPath, sectionOfPath } from './fieldPath';

describe('field paths', () => {
  it('builds paths as the findings write them', () => {
    expect(childPath('', 'gp_certificates')).toBe('gp_certificates');
    expect(childPath('gp_certificates', 0)).toBe('gp_certificates[0]');
    expect(childPath('gp_certificates[0]', 'gravamenes')).toBe('gp_certificates[0].gravamenes');
    expect(childPath('debt_certificates[1].contribuyente', 'rut')).toBe(
      'debt_certificates[1].contribuyente.rut',
    );
  });

  it('maps each report list to its editor section', () => {
    expect(sectionOfPath('property_registry_history[1].fojas')).toBe('property_registry_history');
    expect(sectionOfPath('gp_certificates[0].gravamenes[1]')).toBe('gp_certificates');
    expect(sectionOfPath('certificados_matrimonio[0].marido.nombre')).toBe('certificados_matrimonio');
    expect(sectionOfPath('notes[0]')).toBe('notes');
    expect(sectionOfPath('today')).toBeNull();
    expect(sectionOfPath('toString')).toBeNull();
  });

  it('finds the document a path is in', () => {
    expect(documentOfPath('gp_certificates[3].propietarios[0].nombre')).toEqual({
      list: 'gp_certificates',
      index: 3,
    });
    expect(documentOfPath('property_registry_history[0]')).toEqual({
      list: 'property_registry_history',
      index: 0,
    });
    expect(documentOfPath('gp_certificates')).toBeNull();
  });
});
