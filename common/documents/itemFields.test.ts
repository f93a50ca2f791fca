import { describe, expect, it } from 'vitest';

import { reportFieldName } from '../report/fieldLabels';
import { describedFields, identityOf, listDescriptors } from './describedFields';
import type { AnyDescriptor } from './fieldDescriptor';
import { newListItem, REPORT_LIST_KEYS, type ReportListKey } from './reportLists';

const NOW = new Date('2026-03-05T15:04:00.000Z');

const required = (list: ReportListKey) =>
  describedFields(listDescriptors(list))
    .filter(({ descriptor }) => descriptor.required)
    .map(({ pattern }) => pattern)
    .sort();

/** Whether a blank item's value can be held by the editor of `descriptor`'s kind. */
function fits(descriptor: AnyDescriptor, value: unknown): boolean {
  switch (descriptor.kind) {
    case 'yesNo':
      return typeof value === 'boolean';
    case 'identifier':
    case 'amount':
      return value === null || typeof value === 'number';
    case 'list':
      return Array.isArray(value);
    case 'person':
      return value === null || (typeof value === 'object' && 'nombre' in value);
    case 'select':
      return descriptor.options?.some((option) => option.value === value) ?? false;
    default:
      return value === null || typeof value === 'string';
  }
}

describe('field descriptors', () => {
  it('describe every field of every list with a kind that holds its blank value', () => {
    for (const list of REPORT_LIST_KEYS) {
      const blank: Record<string, unknown> = newListItem(list, NOW);
      const descriptors = listDescriptors(list);
      expect(Object.keys(descriptors).sort()).toEqual(Object.keys(blank).sort());
      for (const [field, descriptor] of Object.entries(descriptors)) {
        expect(fits(descriptor, blank[field]), `${list}.${field}`).toBe(true);
      }
    }
  });

  it('mark the fields SPEC §5 gives an asterisk', () => {
    expect(required('gp_certificates')).toEqual(['ano', 'conservador', 'domicilio', 'fojas', 'numero']);
    expect(required('debt_certificates')).toEqual([
      'codigo_verificacion',
      'comuna_propiedad',
      'contribuyente.nombre',
      'direccion_propiedad',
      'rol_avaluo',
      'total_deuda_no_vencida_liquidada',
      'total_deuda_vencida_liquidada',
    ]);
    expect(required('property_situation_reports')).toEqual([
      'comuna_propiedad',
      'direccion_propiedad',
      'numero_certificado',
      'rol_avaluo',
    ]);
    expect(required('public_expropriation_certificates')).toEqual([
      'comuna_propiedad',
      'direccion_propiedad',
      'rol_avaluo',
      'tipo_vivienda',
    ]);
    expect(required('certificados_avaluo')).toEqual([
      'avaluo_afecto',
      'avaluo_exento',
      'avaluo_total',
      'comuna',
      'destino',
      'direccion',
      'rol_avaluo',
    ]);
    expect(required('certificados_matrimonio')).toEqual([
      'ano',
      'circunscripcion',
      'marido.nombre',
      'marido.rut',
      'mujer.nombre',
      'mujer.rut',
      'numero_de_inscripcion',
      'tipo_de_sociedad_conyugal',
    ]);
    expect(required('property_registry_history')).toEqual([
      'ano',
      'conservador',
      'conservador_anterior',
      'descripcion_propiedad',
      'fecha_registro',
      'fojas',
      'notaria',
      'notaria_comuna',
      'numero',
      'plano',
      'precio',
      'propietarios[].nombre',
      'rol_avaluo',
    ]);
  });

  it('name the fields that tell two documents apart', () => {
    expect(identityOf('property_registry_history')).toEqual(['conservador', 'fojas', 'numero', 'ano']);
    expect(identityOf('gp_certificates')).toEqual(['fecha_emision', 'conservador', 'fojas', 'numero', 'ano']);
    expect(identityOf('debt_certificates')).toEqual(['fecha_emision', 'rol_avaluo']);
    expect(identityOf('certificados_matrimonio')).toEqual([
      'circunscripcion',
      'numero_de_inscripcion',
      'ano',
    ]);
  });

  it('give each field one label wherever the report names it', () => {
    expect(reportFieldName(['debt_certificates', 0, 'comuna_propiedad'])).toBe(
      'Certificados de deuda 1 › Comuna',
    );
    expect(reportFieldName(['debt_certificates', 1, 'total_deuda_vencida_liquidada'])).toBe(
      'Certificados de deuda 2 › Deuda morosa',
    );
    expect(reportFieldName(['certificados_matrimonio', 0, 'marido', 'rut'])).toBe(
      'Certificados de matrimonio 1 › Marido › RUT del marido',
    );
    expect(reportFieldName(['property_registry_history', 0, 'propietarios', 2, 'nombre'])).toBe(
      'Historial de inscripciones 1 › Propietarios 3 › Nombre',
    );
    expect(reportFieldName(['conclusion'])).toBe('Conclusión');
  });
});
