import { describe, expect, it } from 'vitest';

import { ruleContext } from '../context';
import { documentChecklist } from '../documentChecklist';
import type { ReportFacts } from '../facts';
import type { Report } from '../../report/schema';
import {
  appraisal,
  completeFacts,
  completeReport,
  debt,
  entry,
  facts,
  marriage,
  marriageFacts,
  person,
  REFERENCE_DATE,
} from '../../../tests/factories/findings';
import { estadoCivilContradictions } from './estadoCivilContradictions';
import { maritalRegime } from './maritalRegime';
import { missingDocuments } from './missingDocuments';
import { rolContradictions } from './rolContradictions';

const context = (value: Report, known: ReportFacts = completeFacts()) =>
  ruleContext(value, known, { referenceDate: REFERENCE_DATE });

/** The current inscription with one owner. */
const ownedBy = (owner: ReturnType<typeof person>, overrides: Partial<Report> = {}) =>
  completeReport({ property_registry_history: [entry({ propietarios: [owner] })], ...overrides });

describe('documentChecklist', () => {
  it('lists the twelve types with their documents, ages and whether the property needs them', () => {
    const checklist = documentChecklist(context(completeReport()));
    expect(checklist.map((item) => item.doc)).toHaveLength(12);
    const byType = new Map(checklist.map((item) => [item.doc, item]));
    expect(byType.get('gp')).toMatchObject({
      status: 'recibido',
      maxAgeDays: 30,
      documents: [
        { issued: '2025-09-09', ageDays: 6, stale: false, path: 'gp_certificates[0].fecha_emision' },
      ],
      requirement: { because: 'Requerido en todo estudio de títulos.' },
    });
    expect(byType.get('titulo_anterior')).toMatchObject({ status: 'recibido', maxAgeDays: null });
    expect(byType.get('no_matrimonio')?.documents).toEqual([
      { doc: 'no_matrimonio', issued: '2025-09-05', path: null, ageDays: 10, stale: false },
    ]);
    expect(byType.get('escritura')).toMatchObject({ status: 'no_requerido', requirement: null });
    expect(byType.get('sociedad')).toMatchObject({ status: 'no_requerido', requirement: null });
  });

  it('marks a type stale when any of its documents is past the maximum age', () => {
    const old = completeReport({ debt_certificates: [debt(), debt({ fecha_emision: '2025-06-01' })] });
    const tgr = documentChecklist(context(old)).find((item) => item.doc === 'deuda_tgr');
    expect(tgr).toMatchObject({ status: 'vencido' });
    expect(tgr?.documents.map((document) => document.stale)).toEqual([false, true]);
  });
});

describe('missingDocuments', () => {
  it('reports nothing for a complete study', () => {
    expect(missingDocuments(context(completeReport()))).toEqual([]);
  });

  it('reports a missing GP and dominio vigente as alta, other certificates as media', () => {
    const bare = completeReport({
      property_registry_history: [],
      gp_certificates: [],
      certificados_avaluo: undefined,
      property_situation_reports: undefined,
      public_expropriation_certificates: undefined,
    });
    const findings = missingDocuments(context(bare));
    expect(findings.map(({ code, severity, doc }) => ({ code, severity, doc }))).toEqual([
      { code: 'DOCUMENTO_FALTANTE', severity: 'alta', doc: 'dominio_vigente' },
      { code: 'DOCUMENTO_FALTANTE', severity: 'alta', doc: 'gp' },
      { code: 'DOCUMENTO_FALTANTE', severity: 'media', doc: 'avaluo_fiscal' },
      { code: 'DOCUMENTO_FALTANTE', severity: 'media', doc: 'serviu_no_expropiacion' },
      { code: 'DOCUMENTO_FALTANTE', severity: 'media', doc: 'afectacion_utilidad_publica' },
    ]);
    expect(findings[1]?.message).toMatch(
      /^No se acompañó certificado de hipotecas y gravámenes: .* Debe solicitarse\.$/,
    );
  });

  it('asks a single owner for the no-marriage certificate, pointing at the estado civil', () => {
    const findings = missingDocuments(context(completeReport(), facts()));
    expect(findings).toMatchObject([
      {
        code: 'DOCUMENTO_FALTANTE',
        severity: 'media',
        doc: 'no_matrimonio',
        refs: ['property_registry_history[0].propietarios[0].estado_civil'],
      },
    ]);
    expect(findings[0]?.message).toContain('CAROLINA ANDREA BRAVO LAGOS figura como soltero(a)');
  });

  it('asks for the marriage certificate of an owner with separation of property or divorced', () => {
    const separated = ownedBy(
      person('CLAUDIA PATRICIA FUENTES OLIVARES', { estado_civil: 'casado_con_separacion_de_bienes' }),
    );
    expect(missingDocuments(context(separated, facts()))).toMatchObject([
      { code: 'DOCUMENTO_FALTANTE', doc: 'matrimonio', severity: 'media' },
    ]);
    const divorced = ownedBy(person('JORGE PATRICIO GONZÁLEZ SAAVEDRA', { estado_civil: 'divorciado' }));
    expect(missingDocuments(context(divorced, facts()))).toMatchObject([{ doc: 'matrimonio' }]);
  });

  it('leaves to their own rules the absences they already report', () => {
    const married = ownedBy(person('MARCELO ANTONIO RIQUELME VERGARA', { estado_civil: 'casado' }));
    expect(missingDocuments(context(married, facts()))).toEqual([]);
    expect(maritalRegime(context(married, facts()))[0]?.message).toContain(
      'no se acompaña certificado de matrimonio',
    );
    const company = ownedBy(person('INVERSIONES ALTO MANQUEHUE SPA'));
    expect(missingDocuments(context(company, facts()))).toEqual([]);
    const recent = completeReport({ property_registry_history: [entry()] });
    expect(documentChecklist(context(recent)).find((item) => item.doc === 'titulo_anterior')).toMatchObject({
      status: 'faltante',
      requirement: { reportedBy: 'CADENA_10_ANOS_INCOMPLETA' },
    });
    expect(missingDocuments(context(recent))).toEqual([]);
  });

  it('draws no conclusion from an owner with a blank name or estado civil', () => {
    expect(missingDocuments(context(ownedBy(person('')), facts()))).toEqual([]);
    expect(missingDocuments(context(ownedBy(person('ANA SOTO')), facts()))).toEqual([]);
  });
});

describe('estadoCivilContradictions', () => {
  const riquelme = 'MARCELO ANTONIO RIQUELME VERGARA';
  const withMarriage = (estado: ReturnType<typeof person>['estado_civil'], overrides: Partial<Report> = {}) =>
    ownedBy(person(riquelme, { estado_civil: estado }), {
      certificados_matrimonio: [marriage()],
      ...overrides,
    });
  const married = (celebrada: string | null, extra = {}) =>
    facts({
      marriages: [marriageFacts({ spouses: [{ nombre: riquelme, rut: null }], celebrada, ...extra })],
    });

  it('reports a single owner whom a marriage certificate names, alta when married before acquiring', () => {
    expect(estadoCivilContradictions(context(withMarriage('soltero'), married('2009-03-14')))).toMatchObject([
      {
        code: 'ESTADO_CIVIL_INCONSISTENTE',
        severity: 'alta',
        doc: 'matrimonio',
        refs: ['property_registry_history[0].propietarios[0].estado_civil', 'certificados_matrimonio[0]'],
      },
    ]);
    const later = estadoCivilContradictions(context(withMarriage('soltero'), married('2021-05-02')));
    expect(later).toMatchObject([{ severity: 'media' }]);
    expect(later[0]?.message).toContain(
      'se casó con PAULINA ANDREA ZAMORANO LEIVA el 02-05-2021, después de adquirir',
    );
  });

  it('accepts a single owner whose marriage ended, and a married owner the certificate confirms', () => {
    expect(
      estadoCivilContradictions(context(withMarriage('soltero'), married(null, { divorcio: true }))),
    ).toEqual([]);
    expect(estadoCivilContradictions(context(withMarriage('casado'), married('2009-03-14')))).toEqual([]);
  });

  it('reports a married owner with a no-marriage certificate', () => {
    const single = facts({
      noMarriages: [
        { file: 'nm.pdf', nombre: riquelme, rut: null, single: true, fecha_emision: '2025-09-01' },
      ],
    });
    const value = ownedBy(person(riquelme, { estado_civil: 'casado' }));
    expect(estadoCivilContradictions(context(value, single))).toMatchObject([
      { code: 'ESTADO_CIVIL_INCONSISTENTE', severity: 'media', doc: 'no_matrimonio' },
    ]);
  });

  it('reports a single owner whose no-marriage certificate does not confirm it (#19: no longer a note)', () => {
    const unconfirmed = facts({
      noMarriages: [
        { file: 'nm.pdf', nombre: riquelme, rut: null, single: false, fecha_emision: '2025-09-01' },
      ],
    });
    const single = ownedBy(person(riquelme, { estado_civil: 'soltero' }));
    const findings = estadoCivilContradictions(context(single, unconfirmed));
    expect(findings).toMatchObject([
      { code: 'ESTADO_CIVIL_INCONSISTENTE', severity: 'media', doc: 'no_matrimonio' },
    ]);
    expect(findings[0]?.message).toContain('no acredita su soltería');
  });

  it('reports a separation of property the marriage certificate does not show, and the regime follows the certificate', () => {
    const value = withMarriage('casado_con_separacion_de_bienes');
    expect(estadoCivilContradictions(context(value, married('2009-03-14')))).toMatchObject([
      {
        severity: 'alta',
        refs: [
          'property_registry_history[0].propietarios[0].estado_civil',
          'certificados_matrimonio[0].tipo_de_sociedad_conyugal',
        ],
      },
    ]);
    expect(maritalRegime(context(value, married('2009-03-14')))).toMatchObject([
      { code: 'SOCIEDAD_CONYUGAL_AUTORIZACION_CONYUGE' },
    ]);
    // The regime the report holds decides (#19): a lawyer's correction of it is never overridden.
    const subinscribed = married('2009-03-14', { separacion: true });
    const separated = {
      ...value,
      certificados_matrimonio: (value.certificados_matrimonio ?? []).map((certificate) => ({
        ...certificate,
        tipo_de_sociedad_conyugal: 'con_separacion_de_bienes' as const,
      })),
    };
    expect(estadoCivilContradictions(context(separated, subinscribed))).toEqual([]);
    expect(maritalRegime(context(separated, subinscribed))).toMatchObject([{ code: 'SEPARACION_DE_BIENES' }]);
    expect(maritalRegime(context(value, subinscribed))).toMatchObject([
      { code: 'SOCIEDAD_CONYUGAL_AUTORIZACION_CONYUGE' },
    ]);
  });
});

describe('rolContradictions', () => {
  it('accepts certificates of the inscribed rol, however padded', () => {
    const value = completeReport({ certificados_avaluo: [appraisal({ rol_avaluo: '04521 − 00087' })] });
    expect(rolContradictions(context(value))).toEqual([]);
  });

  it('reports a certificate of another manzana as alta and of the same manzana as media', () => {
    const value = completeReport({
      debt_certificates: [debt({ rol_avaluo: '117-06120-009' })],
      certificados_avaluo: [appraisal(), appraisal({ rol_avaluo: '4521-305' })],
    });
    const findings = rolContradictions(context(value));
    expect(findings).toMatchObject([
      { code: 'ROL_INCONSISTENTE', severity: 'alta', doc: 'deuda_tgr' },
      { code: 'ROL_INCONSISTENTE', severity: 'media', doc: 'avaluo_fiscal' },
    ]);
    expect(findings[0]?.refs).toEqual([
      'debt_certificates[0].rol_avaluo',
      'property_registry_history[0].rol_avaluo',
    ]);
    expect(findings[0]?.message).toContain(
      'es del rol 6120-9, distinto del de la inscripción vigente (4521-87)',
    );
  });

  it('reports an aseo certificate of another rol, which the report keeps only as facts', () => {
    const aseo = (rol_avaluo: string) =>
      completeFacts({
        aseo: [{ file: 'aseo.pdf', rol_avaluo, debt: false, fecha_emision: '2025-09-01', source: null }],
      });
    expect(rolContradictions(context(completeReport(), aseo('04521-00087')))).toEqual([]);
    expect(rolContradictions(context(completeReport(), aseo('4521-88')))).toMatchObject([
      { doc: 'no_deuda_aseo', severity: 'media', refs: ['property_registry_history[0].rol_avaluo'] },
    ]);
  });

  it('takes every rol the inscription lists, and the SII rol when the inscription names none', () => {
    const units = completeReport({
      property_registry_history: [entry({ rol_avaluo: 'Rol 4521-87 y 4521-305' })],
      certificados_avaluo: [appraisal(), appraisal({ rol_avaluo: '4521-305' })],
    });
    expect(rolContradictions(context(units))).toEqual([]);
    const unnamed = completeReport({
      property_registry_history: [entry({ rol_avaluo: null })],
      debt_certificates: [debt({ rol_avaluo: '9999-1' })],
    });
    expect(rolContradictions(context(unnamed))).toMatchObject([
      { doc: 'deuda_tgr', refs: ['debt_certificates[0].rol_avaluo', 'certificados_avaluo[0].rol_avaluo'] },
    ]);
    expect(
      rolContradictions(context(completeReport({ property_registry_history: [], certificados_avaluo: [] }))),
    ).toEqual([]);
  });
});
