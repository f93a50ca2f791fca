import { describe, expect, it } from 'vitest';

import {
  defaultReportName,
  emptyReport,
  newDeslinde,
  newPersonRef,
  newRegistryEntry,
  newRegistryPerson,
} from './defaults';
import { newDebtCertificate } from '../documents/types/deudaTgr';
import { newFiscalAppraisal } from '../documents/types/avaluoFiscal';
import { newGpCertificate, newLien, newProhibition } from '../documents/types/gp';
import { newMarriageCertificate } from '../documents/types/matrimonio';
import { newPropertySituationReport } from '../documents/types/serviuNoExpropiacion';
import { newPublicExpropriationCertificate } from '../documents/types/afectacionUtilidadPublica';
import { reportSchema } from './schema';
import { debtCertificateSchema } from '../documents/types/deudaTgr';
import {
  deslindeSchema,
  registryEntrySchema,
  registryPersonSchema,
} from '../documents/types/registryHistory';
import { fiscalAppraisalSchema } from '../documents/types/avaluoFiscal';
import { gpCertificateSchema, lienSchema, prohibitionSchema } from '../documents/types/gp';
import { marriageCertificateSchema } from '../documents/types/matrimonio';
import { personRefSchema } from '../report/schemaParts';
import { propertySituationReportSchema } from '../documents/types/serviuNoExpropiacion';
import { publicExpropriationCertificateSchema } from '../documents/types/afectacionUtilidadPublica';

const NOW = new Date('2026-03-05T15:04:00.000Z');

describe('report defaults', () => {
  it('gives a new registry entry the SPEC defaults', () => {
    const entry = newRegistryEntry(NOW);
    expect(entry.conservador).toBe('Santiago');
    expect(entry.conservador_anterior).toBe('Santiago');
    expect(entry.ano).toBe(2026);
    expect(entry.fecha_emision).toBeNull();
  });

  it("takes the registry year in Chile: 02:00 UTC on 1 January is still New Year's Eve there", () => {
    expect(newRegistryEntry(new Date('2026-01-01T02:00:00.000Z')).ano).toBe(2025);
  });

  it('types GP items as HIPOTECA and PROHIBICION', () => {
    expect(newLien().tipo).toBe('HIPOTECA');
    expect(newProhibition().tipo).toBe('PROHIBICION');
  });

  it('defaults the housing type to Urbano and the marriage regime to separation of property', () => {
    expect(newPublicExpropriationCertificate().tipo_vivienda).toBe('Urbano');
    expect(newMarriageCertificate().tipo_de_sociedad_conyugal).toBe('con_separacion_de_bienes');
  });

  it('names a report after the day in Chile', () => {
    expect(defaultReportName(NOW)).toBe('Reporte 05-03-2026');
    expect(defaultReportName(new Date('2026-03-06T01:00:00.000Z'))).toBe('Reporte 05-03-2026');
  });

  it('starts an empty report with today, no study date of its own, a blank client and conclusion, and an empty registry history', () => {
    expect(emptyReport(NOW)).toEqual({
      today: '2026-03-05T15:04:00.000Z',
      client_name: '',
      conclusion: '',
      property_registry_history: [],
    });
  });

  it.each([
    ['registry entry', registryEntrySchema, newRegistryEntry(NOW)],
    ['registry person', registryPersonSchema, newRegistryPerson()],
    ['deslinde', deslindeSchema, newDeslinde()],
    ['person', personRefSchema, newPersonRef()],
    ['GP certificate', gpCertificateSchema, newGpCertificate()],
    ['lien', lienSchema, newLien()],
    ['prohibition', prohibitionSchema, newProhibition()],
    ['debt certificate', debtCertificateSchema, newDebtCertificate()],
    ['situation report', propertySituationReportSchema, newPropertySituationReport()],
    ['expropriation certificate', publicExpropriationCertificateSchema, newPublicExpropriationCertificate()],
    ['fiscal appraisal', fiscalAppraisalSchema, newFiscalAppraisal()],
    ['marriage certificate', marriageCertificateSchema, newMarriageCertificate()],
    ['report', reportSchema, emptyReport(NOW)],
  ] as const)('builds a %s the schema accepts', (_label, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it('returns fresh objects, so editing one entity never changes another', () => {
    const first = newGpCertificate();
    first.propietarios.push(newPersonRef());
    expect(newGpCertificate().propietarios).toHaveLength(1);
  });
});
