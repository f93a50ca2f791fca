import { describe, expect, it } from 'vitest';

import type { Provenance } from '../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../common/report/defaults';
import { newDebtCertificate } from '../../common/documents/types/deudaTgr';
import { newFiscalAppraisal } from '../../common/documents/types/avaluoFiscal';
import { newGpCertificate } from '../../common/documents/types/gp';
import type { Report } from '../../common/report/schema';
import { settleByAgreement, settleTypeByAgreement } from '../../server/analysis/engine/checks/agreement';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { entry, person, report } from '../factories/findings';

/*
 * Doubt kept for the values no other reading confirms (issue #17, worn copies marking too many
 * right values): a title's reference, seller and notary that the next title down the chain prints again, a roll address
 * the TGR and the SII both print, a close type call settled by a GP in the same carpeta.
 */

const today = new Date('2026-03-02T12:00:00Z');
const sure = (file: string, page = 1): Provenance => ({ file, page, snippet: '…', confidence: 0.9 });
const doubted = (file: string, page = 1): Provenance => ({
  ...sure(file, page),
  confidence: 0.4,
  unsure: ['ocr_low_confidence'],
});

function chain(earlier: { fojas: number; numero: number }, seller: string, owner: string): Report {
  const current = newRegistryEntry(today);
  const previous = newRegistryEntry(today);
  return {
    ...emptyReport(today),
    property_registry_history: [
      {
        ...current,
        fojas_anterior: earlier.fojas,
        numero_anterior: earlier.numero,
        vendedores: [
          { ...current.vendedores[0], nombre: seller, rut: null, estado_civil: null, domicilio: null },
        ],
        notaria: 'Rosa Elvira Manríquez Toro',
        deslindes: [{ direccion: 'Oriente', largo: '22,40 metros', propiedad: 'pasaje Las Totoras' }],
      },
      {
        ...previous,
        fojas: 733,
        numero: 512,
        propietarios: [{ nombre: owner, estado_civil: null, domicilio: null }],
        notaria: 'Rosa Elvira Manríquez Toro',
        deslindes: [
          { direccion: 'Poniente', largo: '22,40 metros', propiedad: 'pasaje Las Totoras' },
          { direccion: 'Oriente', largo: '22,40 metros', propiedad: 'pasaje Las Totoras' },
        ],
      },
    ],
  } as Report;
}

const CURRENT = 'property_registry_history[0]';
const EARLIER = 'property_registry_history[1]';

describe('agreement down the chain of titles', () => {
  const readings = {
    [`${CURRENT}.fojas_anterior`]: doubted('vigencia.scan.pdf'),
    [`${CURRENT}.numero_anterior`]: doubted('vigencia.scan.pdf'),
    [`${CURRENT}.vendedores[0].nombre`]: doubted('vigencia.scan.pdf'),
    [`${CURRENT}.notaria`]: doubted('vigencia.scan.pdf'),
    [`${CURRENT}.deslindes[0].propiedad`]: doubted('vigencia.scan.pdf'),
    [`${CURRENT}.deslindes[0].largo`]: doubted('vigencia.scan.pdf'),
    [`${EARLIER}.fojas`]: sure('titulo_2009.pdf'),
    [`${EARLIER}.numero`]: sure('titulo_2009.pdf'),
    [`${EARLIER}.propietarios[0].nombre`]: sure('titulo_2009.pdf'),
    [`${EARLIER}.notaria`]: sure('titulo_2009.pdf'),
    [`${EARLIER}.deslindes[0].propiedad`]: sure('titulo_2009.pdf'),
    [`${EARLIER}.deslindes[0].largo`]: sure('titulo_2009.pdf'),
    [`${EARLIER}.deslindes[1].propiedad`]: sure('titulo_2009.pdf'),
    [`${EARLIER}.deslindes[1].largo`]: sure('titulo_2009.pdf'),
  };

  it('lifts OCR doubt from an earlier-title reference, a seller and a notary the earlier title prints alike', () => {
    const settled = settleByAgreement(
      chain({ fojas: 733, numero: 512 }, 'HUMBERTO ELÍAS CORNEJO PAVEZ', 'Humberto Elías Cornejo Pavez'),
      readings,
    );
    for (const key of ['fojas_anterior', 'numero_anterior', 'vendedores[0].nombre', 'notaria'])
      expect(settled[`${CURRENT}.${key}`]?.unsure, key).toBeUndefined();
    // Worn copies of titles that copy one another may misread a boundary's street alike.
    expect(settled[`${CURRENT}.deslindes[0].propiedad`]?.unsure).toEqual(['ocr_low_confidence']);
  });

  it('keeps it where the earlier title prints otherwise', () => {
    const settled = settleByAgreement(
      chain({ fojas: 738, numero: 512 }, 'HUMBERTO ELÍAS CORNEJO PAVÉS', 'Humberto Elías Cornejo Pavez'),
      readings,
    );
    expect(settled[`${CURRENT}.fojas_anterior`]?.unsure).toEqual(['ocr_low_confidence']);
    expect(settled[`${CURRENT}.vendedores[0].nombre`]?.unsure).toEqual(['ocr_low_confidence']);
    // The número is the earlier title's: its fojas apart, it is confirmed on its own.
    expect(settled[`${CURRENT}.numero_anterior`]?.unsure).toBeUndefined();
  });
});

describe('agreement on the roll entry’s address', () => {
  const report = (tgr: string, sii: string): Report => ({
    ...emptyReport(today),
    debt_certificates: [{ ...newDebtCertificate(), direccion_propiedad: tgr }],
    certificados_avaluo: [{ ...newFiscalAppraisal(), direccion: sii }],
  });
  const readings = {
    'debt_certificates[0].direccion_propiedad': doubted('tgr.scan.pdf'),
    'certificados_avaluo[0].direccion': sure('avaluo.pdf'),
  };

  it('lifts OCR doubt from the TGR’s address the SII prints alike', () => {
    const settled = settleByAgreement(
      report('PSJ LOS TILOS 0871 V ESPERANZA', 'PSJ LOS TILOS 0871 V ESPERANZA'),
      readings,
    );
    expect(settled['debt_certificates[0].direccion_propiedad']?.unsure).toBeUndefined();
  });

  it('keeps it where one reads a stain into the address', () => {
    const settled = settleByAgreement(
      report('PSJ LOS TILOS 0871 V] ESPERANZA', 'PSJ LOS TILOS 0871 V ESPERANZA'),
      readings,
    );
    expect(settled['debt_certificates[0].direccion_propiedad']?.unsure).toEqual(['ocr_low_confidence']);
  });
});

describe('a close type call settled by a GP in the same carpeta', () => {
  const report: Report = {
    ...emptyReport(today),
    property_registry_history: [{ ...newRegistryEntry(today), fojas: 218, numero: 1907, ano: 2020 }],
    gp_certificates: [{ ...newGpCertificate(), fojas: 218, numero: 1907, ano: 2020 }],
  };
  const call: Provenance = { ...sure('carpeta.pdf', 2), confidence: 0.4, unsure: ['close_classification'] };
  const title = ['fojas', 'numero', 'ano'].map((key) => `${CURRENT}.${key}`);
  const gp = ['fojas', 'numero', 'ano'].map((key) => `gp_certificates[0].${key}`);

  it('lifts the call when the carpeta’s GP, typed without doubt, certifies the same inscription', () => {
    const settled = settleTypeByAgreement(report, {
      ...Object.fromEntries(title.map((path) => [path, call])),
      ...Object.fromEntries(gp.map((path) => [path, sure('carpeta.pdf', 5)])),
    });
    for (const path of title) expect(settled[path]?.unsure, path).toBeUndefined();
  });

  it('keeps it when the GP shares the call', () => {
    const settled = settleTypeByAgreement(report, {
      ...Object.fromEntries(title.map((path) => [path, call])),
      ...Object.fromEntries(gp.map((path) => [path, { ...call, page: 5 }])),
    });
    for (const path of title) expect(settled[path]?.unsure, path).toEqual(['close_classification']);
  });

  it('lifts it from all but the fojas when only a worn copy’s fojas is read apart', () => {
    const worn: Report = {
      ...report,
      gp_certificates: [{ ...newGpCertificate(), fojas: 216, numero: 1907, ano: 2020, comuna: 'Lanco' }],
    };
    const certificate = [...gp, 'gp_certificates[0].comuna'];
    const settled = settleTypeByAgreement(worn, {
      ...Object.fromEntries(title.map((path) => [path, sure('copia.pdf', 2)])),
      ...Object.fromEntries(certificate.map((path) => [path, { ...call, file: 'certificado.pdf' }])),
    });
    expect(settled['gp_certificates[0].fojas']?.unsure).toEqual(['close_classification']);
    for (const path of certificate.slice(1)) expect(settled[path]?.unsure, path).toBeUndefined();
  });

  it('keeps it when the año is read apart too: two inscriptions', () => {
    const other: Report = {
      ...report,
      gp_certificates: [{ ...newGpCertificate(), fojas: 216, numero: 1907, ano: 2021 }],
    };
    const settled = settleTypeByAgreement(other, {
      ...Object.fromEntries(title.map((path) => [path, sure('copia.pdf', 2)])),
      ...Object.fromEntries(gp.map((path) => [path, { ...call, file: 'certificado.pdf' }])),
    });
    for (const path of gp) expect(settled[path]?.unsure, path).toEqual(['close_classification']);
  });
});

describe('a RUT beside a name doubted for its shape (issue #17, worn copies)', () => {
  const owner = (key: string) => `property_registry_history[0].propietarios[0].${key}`;
  const markedRut = (name: string, rut: string, others: ReturnType<typeof person>[] = []) => {
    const dossier = report({
      property_registry_history: [entry({ propietarios: [person(name, { rut }), ...others] })],
    });
    const at = (snippet: string) => ({ file: 'copia.pdf', page: 2, snippet, confidence: 0.9 });
    const marked = doubtValues(
      dossier,
      { [owner('nombre')]: at(`VENTA${name} cédula número ${rut}`), [owner('rut')]: at(`número ${rut}`) },
      new Date(),
    );
    expect(marked[owner('nombre')]?.unsure).toContain('name_shape');
    return marked[owner('rut')]?.unsure ?? [];
  };

  it('frees a person’s RUT whose check digit holds: it was read whole and is the party’s own', () => {
    expect(markedRut('COMPRAVENTAMARTA ISIDORA QUEZADA LILLO', '14.503.882-0')).not.toContain('name_shape');
  });

  it('keeps the doubt on a RUT whose check digit fails, or of a company beside a person’s name', () => {
    expect(markedRut('COMPRAVENTAMARTA ISIDORA QUEZADA LILLO', '14.503.882-5')).toContain('name_shape');
    expect(markedRut('COMPRAVENTAMARTA ISIDORA QUEZADA LILLO', '76.315.204-9')).toContain('name_shape');
  });

  it('keeps it beside a fragment that names no one, or where another party lacks the RUT it may be', () => {
    expect(markedRut('R.I T', '14.503.882-0')).toContain('name_shape');
    const seller = person('JOSÉ TOMÁS ARAVENA PINO', { rut: null });
    expect(markedRut('COMPRAVENTAMARTA ISIDORA QUEZADA LILLO', '14.503.882-0', [seller])).toContain(
      'name_shape',
    );
  });
});
