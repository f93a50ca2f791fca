import { describe, expect, it } from 'vitest';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import { newGpCertificate, newLien, newProhibition } from '../../../../common/documents/types/gp';
import type { Report } from '../../../../common/report/schema';
import { gpItemsWithoutInscription, repeatedGpItems } from './repeatedCertificate';

const today = new Date('2025-10-20T12:00:00Z');
const reference = { fojas: 5120, numero: 3877, ano: 2019 };

function dossier(...items: NonNullable<Report['gp_certificates']>): Report {
  return {
    ...emptyReport(today),
    property_registry_history: [{ ...newRegistryEntry(today), ...reference }],
    gp_certificates: items,
  };
}

const withLiens = {
  ...newGpCertificate(),
  ...reference,
  gravamenes: [{ ...newLien(), tipo: 'HIPOTECA', fojas: 700, numero: 512, ano: 2019 }],
};

describe('repeatedGpItems', () => {
  it('finds a second certificate on the GP’s inscription that reports no lien of its own', () => {
    expect(repeatedGpItems(dossier(withLiens, { ...newGpCertificate(), ...reference }))).toEqual([1]);
    expect(repeatedGpItems(dossier({ ...newGpCertificate(), ...reference }, withLiens))).toEqual([0]);
  });

  it('counts the inscription itself read as a lien as no lien, and finds the item by it', () => {
    const declaration = {
      ...newGpCertificate(),
      prohibiciones: [{ ...newProhibition(), tipo: 'BIEN FAMILIAR', ...reference }],
    };
    expect(repeatedGpItems(dossier(withLiens, declaration))).toEqual([1]);
  });

  it('takes the later of two certificates without liens, and leaves certificates on other inscriptions', () => {
    const bare = { ...newGpCertificate(), ...reference };
    expect(repeatedGpItems(dossier(bare, { ...bare }))).toEqual([1]);
    const parking = { ...newGpCertificate(), fojas: 5121, numero: 3878, ano: 2019 };
    expect(repeatedGpItems(dossier(withLiens, parking))).toEqual([]);
    expect(repeatedGpItems(dossier(withLiens, { ...withLiens }))).toEqual([]);
    expect(repeatedGpItems(dossier(withLiens))).toEqual([]);
  });
});

describe('gpItemsWithoutInscription', () => {
  it('finds an item with neither inscription nor liens beside one that names its inscription', () => {
    const page = { ...newGpCertificate(), conservador: 'Castro', fecha_emision: '2025-10-01' };
    expect(gpItemsWithoutInscription(dossier(withLiens, page))).toEqual([1]);
  });

  it('leaves an item with liens, or one alone in the dossier', () => {
    const liensOnly = { ...withLiens, fojas: null, numero: null, ano: null };
    expect(gpItemsWithoutInscription(dossier(withLiens, liensOnly))).toEqual([]);
    expect(gpItemsWithoutInscription(dossier({ ...newGpCertificate(), conservador: 'Castro' }))).toEqual([]);
  });
});
