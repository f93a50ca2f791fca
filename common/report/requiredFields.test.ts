import { describe, expect, it } from 'vitest';
import { gp, report } from '../../tests/factories/findings';
import { newRegistryEntry } from './defaults';
import { newGpCertificate, newLien } from '../documents/types/gp';
import { newMarriageCertificate } from '../documents/types/matrimonio';
import { emptyRequiredFields, isRequiredField } from './requiredFields';

describe('required fields (SPEC §5 asterisks)', () => {
  it('recognises a required field at any list position, and only those', () => {
    expect(isRequiredField('gp_certificates[3].fojas')).toBe(true);
    expect(isRequiredField('property_registry_history[0].propietarios[2].nombre')).toBe(true);
    expect(isRequiredField('certificados_matrimonio[0].mujer.rut')).toBe(true);
    expect(isRequiredField('gp_certificates[0].gravamenes[0].fojas')).toBe(false);
    expect(isRequiredField('property_registry_history[0].vendedores[0].nombre')).toBe(false);
    expect(isRequiredField('gp_certificates[0].comuna')).toBe(false);
  });

  it('lists empty ones with the document they belong to; 0 is empty only for identifying numbers', () => {
    const certificate = { ...gp(), fojas: 0, domicilio: '  ', gravamenes: [newLien()] };
    const empty = emptyRequiredFields(report({ gp_certificates: [certificate] }));
    expect(empty.filter((field) => field.path.startsWith('gp_'))).toEqual([
      { path: 'gp_certificates[0].fojas', label: 'Certificado GP 1 · Fojas' },
      { path: 'gp_certificates[0].domicilio', label: 'Certificado GP 1 · Domicilio' },
    ]);
  });

  it('walks nested people and lists every blank of a new document', () => {
    const entry = newRegistryEntry(new Date('2026-03-05T12:00:00Z'));
    const empty = emptyRequiredFields(
      report({
        property_registry_history: [entry],
        gp_certificates: [newGpCertificate()],
        certificados_matrimonio: [newMarriageCertificate()],
      }),
    );
    const labels = empty.map((field) => field.label);
    expect(labels).toContain('Inscripción 1 · Propietario 1 · Nombre');
    expect(labels).toContain('Certificado GP 1 · Número');
    expect(labels).toContain('Certificado de matrimonio 1 · RUT de la mujer');
    expect(empty.find((field) => field.label === 'Inscripción 1 · Propietario 1 · Nombre')?.path).toBe(
      'property_registry_history[0].propietarios[0].nombre',
    );
    // Defaults are values, not blanks: the conservador Santiago, the regime, the current year.
    expect(labels).not.toContain('Inscripción 1 · Conservador');
    expect(labels).not.toContain('Inscripción 1 · Año');
    expect(labels).not.toContain('Certificado de matrimonio 1 · Régimen patrimonial');
  });
});
