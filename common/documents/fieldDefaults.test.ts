import { describe, expect, it } from 'vitest';
import { specDefaultAt } from './fieldDefaults';

const NOW = new Date('2026-03-05T15:04:00.000Z');

describe('specDefaultAt', () => {
  it('gives the SPEC §9 defaults of list items and of their nested lists', () => {
    expect(specDefaultAt('property_registry_history[2].conservador', NOW)).toBe('Santiago');
    expect(specDefaultAt('property_registry_history[0].ano', NOW)).toBe(2026);
    expect(specDefaultAt('gp_certificates[0].gravamenes[1].tipo', NOW)).toBe('HIPOTECA');
    expect(specDefaultAt('gp_certificates[0].prohibiciones[0].tipo', NOW)).toBe('PROHIBICION');
    expect(specDefaultAt('public_expropriation_certificates[0].tipo_vivienda', NOW)).toBe('Urbano');
    expect(specDefaultAt('certificados_matrimonio[0].tipo_de_sociedad_conyugal', NOW)).toBe(
      'con_separacion_de_bienes',
    );
  });

  it('has none for fields that start blank, and for paths outside the lists', () => {
    expect(specDefaultAt('property_registry_history[0].fojas', NOW)).toBeUndefined();
    expect(specDefaultAt('property_registry_history[0].vuelta', NOW)).toBeUndefined();
    expect(specDefaultAt('property_registry_history[0].propietarios[0].nombre', NOW)).toBeUndefined();
    expect(specDefaultAt('certificados_matrimonio[0].marido.nombre', NOW)).toBeUndefined();
    expect(specDefaultAt('gp_certificates[0].gravamenes', NOW)).toBeUndefined();
    expect(specDefaultAt('notes[0]', NOW)).toBeUndefined();
    expect(specDefaultAt('no es una ruta', NOW)).toBeUndefined();
  });
});
