import { describe, expect, it } from 'vitest';

import { reportSchema } from '../report/schema';
import {
  DOCUMENT_LIST_KEYS,
  DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  REPORT_LIST_KEYS,
  REPORT_LISTS,
  isDocumentTypeId,
  listVerificationUrl,
  typesFeeding,
} from '.';
import {
  CONSERVADOR_VERIFICATION_URLS,
  MINVU_VERIFICATION_URL,
  TGR_VERIFICATION_URL,
} from '../verification/links';

const NOW = new Date('2026-03-05T15:04:00.000Z');

describe('document types', () => {
  it('lists the twelve corpus types in the order of SPEC §1', () => {
    expect(DOCUMENT_TYPE_IDS).toEqual([
      'dominio_vigente',
      'escritura',
      'titulo_anterior',
      'gp',
      'deuda_tgr',
      'no_deuda_aseo',
      'avaluo_fiscal',
      'serviu_no_expropiacion',
      'afectacion_utilidad_publica',
      'matrimonio',
      'no_matrimonio',
      'sociedad',
    ]);
    expect(isDocumentTypeId('gp')).toBe(true);
    expect(isDocumentTypeId('unknown')).toBe(false);
    expect(isDocumentTypeId('toString')).toBe(false);
  });

  it('gives each distinct Spanish labels', () => {
    for (const labelOf of [
      (id: keyof typeof DOCUMENT_TYPES) => DOCUMENT_TYPES[id].label,
      (id: keyof typeof DOCUMENT_TYPES) => DOCUMENT_TYPES[id].shortLabel,
      (id: keyof typeof DOCUMENT_TYPES) => DOCUMENT_TYPES[id].findingLabel,
    ]) {
      const labels = DOCUMENT_TYPE_IDS.map(labelOf);
      expect(new Set(labels).size).toBe(12);
      expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    }
  });

  it('checks the age of certificates, not of titles and deeds', () => {
    const undated = DOCUMENT_TYPE_IDS.filter((id) => DOCUMENT_TYPES[id].maxAgeDays === null);
    expect(undated).toEqual(['escritura', 'titulo_anterior']);
  });
});

describe('report lists', () => {
  it('are the lists of the report schema, in the order of SPEC §2', () => {
    const schemaLists = Object.keys(reportSchema.shape).filter(
      (key) => !['today', 'study_date', 'client_name', 'conclusion', 'notes'].includes(key),
    );
    expect([...REPORT_LIST_KEYS].sort()).toEqual(schemaLists.sort());
    expect(REPORT_LIST_KEYS).toEqual([
      'property_registry_history',
      'gp_certificates',
      'debt_certificates',
      'property_situation_reports',
      'public_expropriation_certificates',
      'certificados_avaluo',
      'certificados_matrimonio',
    ]);
    expect(DOCUMENT_LIST_KEYS).toEqual(REPORT_LIST_KEYS.slice(1));
  });

  it.each(REPORT_LIST_KEYS)('%s: a blank item passes its schema and the report schema', (key) => {
    const { schema, create, nested } = REPORT_LISTS[key];
    const item = create(NOW);
    expect(schema.parse(item)).toEqual(item);
    expect(reportSchema.parse({ property_registry_history: [], [key]: [item] })[key]).toEqual([item]);
    for (const [field, makeElement] of Object.entries(nested)) {
      expect(Array.isArray(Reflect.get(item, field))).toBe(true);
      expect(typeof makeElement()).toBe('object');
    }
  });

  it('are filled by one type each, the registry history by the inscriptions and the deed', () => {
    expect(typesFeeding('property_registry_history')).toEqual([
      'dominio_vigente',
      'escritura',
      'titulo_anterior',
    ]);
    for (const key of DOCUMENT_LIST_KEYS) expect(typesFeeding(key)).toHaveLength(1);
    const factsOnly = DOCUMENT_TYPE_IDS.filter((id) => DOCUMENT_TYPES[id].feeds === null);
    expect(factsOnly).toEqual(['no_deuda_aseo', 'no_matrimonio', 'sociedad']);
  });

  it('link each list to its issuer’s verification site', () => {
    expect(listVerificationUrl('property_registry_history', 'San Miguel')).toBe(
      CONSERVADOR_VERIFICATION_URLS['San Miguel'],
    );
    expect(listVerificationUrl('gp_certificates', 'Temuco')).toBeNull();
    expect(listVerificationUrl('debt_certificates')).toBe(TGR_VERIFICATION_URL);
    expect(listVerificationUrl('property_situation_reports')).toBe(MINVU_VERIFICATION_URL);
  });
});
