import { describe, expect, it } from 'vitest';

import { reportLimitProblem } from './limitProblem';
import { REPORT_LIMITS } from './limits';
import { reportSchema } from './schema';

const owner = (nombre: string) => ({ nombre, rut: null, estado_civil: null, domicilio: null });

function entry(fields: Record<string, unknown> = {}) {
  return {
    fecha_emision: null,
    conservador: 'Santiago',
    fojas: 1,
    vuelta: false,
    numero: 2,
    ano: 2020,
    propietarios: [owner('ANA PÉREZ')],
    descripcion_propiedad: 'Departamento 101',
    deslindes: [],
    rol_avaluo: '123-4',
    plano: null,
    conservador_anterior: null,
    fojas_anterior: null,
    vuelta_anterior: false,
    numero_anterior: null,
    ano_anterior: null,
    fecha_registro: null,
    notaria_comuna: null,
    notaria: null,
    vendedores: [],
    precio: null,
    ...fields,
  };
}

describe('report limits', () => {
  it('accept what a long real study holds: pages of description, many owners and notes', () => {
    const report = {
      property_registry_history: Array.from({ length: 40 }, () =>
        entry({
          descripcion_propiedad: 'Sitio y casa de calle Ñuñoa. '.repeat(300),
          propietarios: Array.from({ length: 60 }, (_, index) => owner(`HEREDERO ${index}`)),
        }),
      ),
      notes: Array.from({ length: 120 }, () => 'Revisar el alzamiento de la hipoteca. '.repeat(20)),
    };
    expect(reportSchema.safeParse(report).success).toBe(true);
    expect(reportLimitProblem(report)).toBeNull();
  });

  it('name the field of an over-long observation, in Spanish', () => {
    const report = { property_registry_history: [], notes: ['ok', 'x'.repeat(400 * 1024)] };
    expect(reportLimitProblem(report)).toBe('«Observaciones 2» admite hasta 20.000 caracteres.');
  });

  it('allow one line for a name and a few pages for a description', () => {
    const longName = { property_registry_history: [entry({ propietarios: [owner('N'.repeat(1001))] })] };
    expect(reportLimitProblem(longName)).toBe(
      '«Historial de inscripciones 1 › Propietarios 1 › Nombre» admite hasta 1.000 caracteres.',
    );
    const longDescription = {
      property_registry_history: [entry({ descripcion_propiedad: 'd'.repeat(REPORT_LIMITS.longText + 1) })],
    };
    expect(reportLimitProblem(longDescription)).toBe(
      '«Historial de inscripciones 1 › Descripción de la propiedad» admite hasta 20.000 caracteres.',
    );
  });

  it('bound the items of every list', () => {
    const report = {
      property_registry_history: [],
      notes: Array.from({ length: REPORT_LIMITS.listItems + 1 }, () => 'nota'),
    };
    expect(reportLimitProblem(report)).toBe('«Observaciones» admite hasta 500 elementos.');
  });

  it('bound the whole report, even when every field keeps within its own limit', () => {
    const report = {
      property_registry_history: Array.from({ length: 120 }, () =>
        entry({ descripcion_propiedad: 'd'.repeat(REPORT_LIMITS.longText) }),
      ),
    };
    expect(reportLimitProblem(report)).toBe(
      'El reporte es demasiado grande: admite hasta 2.000.000 caracteres en total.',
    );
  });

  it('leave other schema problems to the schema', () => {
    expect(reportLimitProblem({ property_registry_history: 'no' })).toBeNull();
  });
});
