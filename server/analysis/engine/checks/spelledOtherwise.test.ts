import { describe, expect, it } from 'vitest';
import { spelledOtherwise } from './spelledOtherwise';

describe('spelledOtherwise', () => {
  it('doubts the spelling fewer documents give', () => {
    const readings = [
      {
        path: 'debt_certificates[0].direccion_propiedad',
        value: 'PJE LOS MANIOS 77 V ESPERANZA',
        document: 'debt_certificates[0]',
      },
      {
        path: 'property_situation_reports[0].direccion_propiedad',
        value: 'Los Manios 77, Villa Esperanza',
        document: 'property_situation_reports[0]',
      },
      {
        path: 'public_expropriation_certificates[0].direccion_propiedad',
        value: 'Los Manios 77, Villa Esperamza',
        document: 'public_expropriation_certificates[0]',
      },
    ];
    expect(spelledOtherwise(readings)).toEqual(['public_expropriation_certificates[0].direccion_propiedad']);
  });

  it('counts documents, not the values one document repeats', () => {
    const readings = [
      {
        path: 'property_registry_history[0].propietarios[0].domicilio',
        value: 'calle Carrera 12',
        document: 'property_registry_history[0]',
      },
      {
        path: 'property_registry_history[0].propietarios[1].domicilio',
        value: 'calle Carrera 12',
        document: 'property_registry_history[0]',
      },
      { path: 'gp_certificates[0].domicilio', value: 'calle Carrena 12', document: 'gp_certificates[0]' },
    ];
    expect(spelledOtherwise(readings)).toEqual([]);
  });

  it('accepts different words, plurals and addresses spelt alike', () => {
    const readings = [
      { path: 'a', value: 'Los Aromos 45, Villa Rosas', document: 'a' },
      { path: 'b', value: 'LOS AROMO 45 V ROSAS', document: 'b' },
      { path: 'c', value: 'Los Aromos 45', document: 'c' },
      { path: 'd', value: 'calle Prat 100, Población Norte', document: 'd' },
    ];
    expect(spelledOtherwise(readings)).toEqual([]);
  });
});
