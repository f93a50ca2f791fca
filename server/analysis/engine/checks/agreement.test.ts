import { describe, expect, it } from 'vitest';
import { isUnsure, type Provenance } from '../../../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import { newDebtCertificate } from '../../../../common/documents/types/deudaTgr';
import { newFiscalAppraisal } from '../../../../common/documents/types/avaluoFiscal';
import { newGpCertificate, newLien, newProhibition } from '../../../../common/documents/types/gp';
import { newMarriageCertificate } from '../../../../common/documents/types/matrimonio';
import { newPublicExpropriationCertificate } from '../../../../common/documents/types/afectacionUtilidadPublica';
import type { Report } from '../../../../common/report/schema';
import {
  AGREED_CONFIDENCE,
  SETTLED_TYPE_CONFIDENCE,
  settleByAgreement,
  settleInscriptionByBoth,
  settleTypeByAgreement,
} from './agreement';

const today = new Date('2025-10-20T12:00:00Z');
const sure = (file: string): Provenance => ({ file, page: 1, snippet: '…', confidence: 0.9 });
const doubtedByOcr = (file: string): Provenance => ({
  ...sure(file),
  confidence: 0.4,
  unsure: ['ocr_low_confidence'],
});

function study(debtRol: string, appraisalRol: string): Report {
  return {
    ...emptyReport(today),
    property_registry_history: [{ ...newRegistryEntry(today), rol_avaluo: '4521-87' }],
    debt_certificates: [{ ...newDebtCertificate(), rol_avaluo: debtRol }],
    certificados_avaluo: [{ ...newFiscalAppraisal(), rol_avaluo: appraisalRol }],
  };
}

const DEBT = 'debt_certificates[0].rol_avaluo';

describe('settleByAgreement', () => {
  it('lifts OCR doubt from a value another document gives alike, written its own way', () => {
    const settled = settleByAgreement(study('04521-087', '4521-87'), {
      'property_registry_history[0].rol_avaluo': sure('dominio.pdf'),
      [DEBT]: doubtedByOcr('deuda.scan.pdf'),
    });
    expect(settled[DEBT]?.unsure).toBeUndefined();
    expect(settled[DEBT] && isUnsure(settled[DEBT])).toBe(false);
  });

  it('keeps OCR doubt when the other document disagrees, or only confirms it with doubt of its own', () => {
    const disagreeing = settleByAgreement(study('4521-81', '4521-81'), {
      'property_registry_history[0].rol_avaluo': sure('dominio.pdf'),
      [DEBT]: doubtedByOcr('deuda.scan.pdf'),
    });
    expect(disagreeing[DEBT]?.unsure).toEqual(['ocr_low_confidence']);
    const doubtful = settleByAgreement(study('4521-87', '4521-87'), {
      [DEBT]: doubtedByOcr('deuda.scan.pdf'),
      'certificados_avaluo[0].rol_avaluo': doubtedByOcr('avaluo.scan.pdf'),
    });
    expect(doubtful[DEBT]?.unsure).toEqual(['ocr_low_confidence']);
  });

  it('settles a lien’s office taken from its certificate’s with it, not one read in the lien’s own row', () => {
    const office = 'Gorbea';
    const report: Report = {
      ...emptyReport(today),
      property_registry_history: [{ ...newRegistryEntry(today), conservador: office }],
      gp_certificates: [
        {
          ...newGpCertificate(),
          conservador: office,
          gravamenes: [{ ...newLien(), conservador: office }],
          prohibiciones: [{ ...newProhibition(), conservador: office }],
        },
      ],
    };
    // An office no list holds is read doubtful, without a reason of its own.
    const unlisted: Provenance = { ...sure('gp.pdf'), confidence: 0.4 };
    const settled = settleByAgreement(report, {
      'property_registry_history[0].conservador': sure('copia.pdf'),
      'gp_certificates[0].conservador': unlisted,
      'gp_certificates[0].gravamenes[0].conservador': { ...unlisted, derived: true },
      'gp_certificates[0].prohibiciones[0].conservador': { ...unlisted, page: 2 },
    });
    const unsure = (path: string) => {
      const source = settled[path];
      return source !== undefined && isUnsure(source);
    };
    expect(unsure('gp_certificates[0].conservador')).toBe(false);
    expect(unsure('gp_certificates[0].gravamenes[0].conservador')).toBe(false);
    expect(unsure('gp_certificates[0].prohibiciones[0].conservador')).toBe(true);
  });

  it('does not let a document confirm itself, nor lift doubts other than OCR’s', () => {
    const sameFile = settleByAgreement(study('4521-87', '4521-87'), {
      [DEBT]: doubtedByOcr('deuda.scan.pdf'),
      'certificados_avaluo[0].rol_avaluo': sure('deuda.scan.pdf'),
    });
    expect(sameFile[DEBT]?.unsure).toEqual(['ocr_low_confidence']);
    const conflicting = settleByAgreement(study('4521-87', '4521-88'), {
      'property_registry_history[0].rol_avaluo': sure('dominio.pdf'),
      [DEBT]: { ...doubtedByOcr('deuda.scan.pdf'), unsure: ['ocr_low_confidence', 'conflicting_documents'] },
    });
    expect(conflicting[DEBT]?.unsure).toEqual(['conflicting_documents']);
  });

  it('lets another certificate on other pages of a carpeta scanned as one file confirm a value', () => {
    const carpeta = settleByAgreement(study('4521-87', '4521-87'), {
      [DEBT]: { ...doubtedByOcr('carpeta.pdf'), page: 5 },
      'certificados_avaluo[0].rol_avaluo': { ...sure('carpeta.pdf'), page: 6 },
    });
    expect(carpeta[DEBT]?.unsure).toBeUndefined();
  });
});

function ownerAndTaxpayer(ownerRut: string, taxpayerRut: string): Report {
  return {
    ...emptyReport(today),
    property_registry_history: [
      {
        ...newRegistryEntry(today),
        propietarios: [{ nombre: 'ANA PÉREZ SOTO', rut: ownerRut, estado_civil: null, domicilio: null }],
      },
    ],
    public_expropriation_certificates: [
      {
        ...newPublicExpropriationCertificate(),
        contribuyente: { nombre: 'ANA PÉREZ SOTO', rut: taxpayerRut },
      },
    ],
  };
}

const OWNER_RUT = 'property_registry_history[0].propietarios[0].rut';
const TAXPAYER_RUT = 'public_expropriation_certificates[0].contribuyente.rut';
const wrongCheckDigit = (file: string): Provenance => ({ ...sure(file), confidence: 0.4 });

describe('settleByAgreement on a page OCR read poorly', () => {
  const poorPage = (file: string): Provenance => ({
    ...sure(file),
    confidence: 0.4,
    unsure: ['ocr_poor_page'],
  });

  it('lifts the poor page’s doubt from a value another document gives alike, not from one only OCR-doubted readings share', () => {
    const confirmed = settleByAgreement(study('4521-87', '04521-00087'), {
      'property_registry_history[0].rol_avaluo': sure('dominio.pdf'),
      'certificados_avaluo[0].rol_avaluo': poorPage('avaluo.scan.pdf'),
    });
    expect(confirmed['certificados_avaluo[0].rol_avaluo']?.unsure).toBeUndefined();
    const bothDoubted = settleByAgreement(study('4521-87', '04521-00087'), {
      [DEBT]: doubtedByOcr('deuda.scan.pdf'),
      'certificados_avaluo[0].rol_avaluo': poorPage('avaluo.scan.pdf'),
    });
    expect(bothDoubted['certificados_avaluo[0].rol_avaluo']?.unsure).toEqual(['ocr_poor_page']);
    expect(bothDoubted[DEBT]?.unsure).toEqual(['ocr_low_confidence']);
  });
});

describe('settleByAgreement on RUTs and untraced values', () => {
  it('settles a RUT with a wrong check digit that another document prints alike', () => {
    const settled = settleByAgreement(ownerAndTaxpayer('15.207.664-3', '15207664-3'), {
      [OWNER_RUT]: wrongCheckDigit('dominio.pdf'),
      [TAXPAYER_RUT]: wrongCheckDigit('municipal.pdf'),
    });
    for (const path of [OWNER_RUT, TAXPAYER_RUT])
      expect(settled[path] && isUnsure(settled[path])).toBe(false);
  });

  it('keeps a RUT with a wrong check digit alone, or printed otherwise elsewhere', () => {
    const settled = settleByAgreement(ownerAndTaxpayer('15.207.664-3', '15.207.664-8'), {
      [OWNER_RUT]: wrongCheckDigit('dominio.pdf'),
      [TAXPAYER_RUT]: sure('municipal.pdf'),
    });
    expect(settled[OWNER_RUT] && isUnsure(settled[OWNER_RUT])).toBe(true);
  });

  it('settles a RUT with a wrong check digit that another document gives alike, read with OCR doubt', () => {
    const settled = settleByAgreement(ownerAndTaxpayer('15.207.664-3', '15.207.664-3'), {
      [OWNER_RUT]: wrongCheckDigit('dominio.scan.pdf'),
      [TAXPAYER_RUT]: doubtedByOcr('municipal.scan.pdf'),
    });
    for (const path of [OWNER_RUT, TAXPAYER_RUT])
      expect(settled[path] && isUnsure(settled[path])).toBe(false);
  });

  it('settles a value the engine could not point at when another document gives it alike', () => {
    const settled = settleByAgreement(ownerAndTaxpayer('15.207.664-8', '15.207.664-8'), {
      [OWNER_RUT]: sure('dominio.pdf'),
      [TAXPAYER_RUT]: { ...sure('municipal.pdf'), confidence: 0.4, unsure: ['inferred'], derived: true },
    });
    expect(settled[TAXPAYER_RUT]?.unsure).toBeUndefined();
    expect(settled[TAXPAYER_RUT]?.confidence).toBe(AGREED_CONFIDENCE);
  });

  it('settles an owner’s name the TGR prints alike, surnames first, not a name with other words', () => {
    const report = (taxpayer: string): Report => ({
      ...emptyReport(today),
      property_registry_history: [
        {
          ...newRegistryEntry(today),
          propietarios: [{ nombre: 'Rosa Elena Paredes Soto', estado_civil: null, domicilio: null }],
        },
      ],
      debt_certificates: [{ ...newDebtCertificate(), contribuyente: { nombre: taxpayer, rut: null } }],
    });
    const TAXPAYER = 'debt_certificates[0].contribuyente.nombre';
    const readings = {
      'property_registry_history[0].propietarios[0].nombre': sure('dominio.pdf'),
      [TAXPAYER]: doubtedByOcr('tgr.scan.pdf'),
    };
    expect(settleByAgreement(report('PAREDES SOTO ROSA ELENA'), readings)[TAXPAYER]?.unsure).toBeUndefined();
    expect(settleByAgreement(report('PAREDES SOTO ROSA ELEN'), readings)[TAXPAYER]?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
  });

  it('lets an earlier title’s description confirm the current one it copies, word for word', () => {
    const description = (current: string): Report => ({
      ...emptyReport(today),
      property_registry_history: [
        { ...newRegistryEntry(today), descripcion_propiedad: current },
        { ...newRegistryEntry(today), descripcion_propiedad: 'casa y sitio del lote doce de la manzana B' },
      ],
    });
    const CURRENT = 'property_registry_history[0].descripcion_propiedad';
    const readings = {
      [CURRENT]: doubtedByOcr('copia.scan.pdf'),
      'property_registry_history[1].descripcion_propiedad': doubtedByOcr('anterior.scan.pdf'),
    };
    const alike = settleByAgreement(description('Casa y sitio del lote doce de la manzana B'), readings);
    expect(alike[CURRENT]?.unsure).toBeUndefined();
    const other = settleByAgreement(description('casa y sitio del lote doce de la manzana 8'), readings);
    expect(other[CURRENT]?.unsure).toEqual(['ocr_low_confidence']);
  });

  it('lets two scans that both OCR doubted confirm a name of three words or more, not a shorter one', () => {
    const report = (owner: string, wife: string): Report => ({
      ...emptyReport(today),
      property_registry_history: [
        {
          ...newRegistryEntry(today),
          propietarios: [{ nombre: owner, estado_civil: null, domicilio: null }],
        },
      ],
      certificados_matrimonio: [
        { ...newMarriageCertificate(), mujer: { ...newMarriageCertificate().mujer, nombre: wife } },
      ],
    });
    const WIFE = 'certificados_matrimonio[0].mujer.nombre';
    const OWNER = 'property_registry_history[0].propietarios[0].nombre';
    const readings = { [OWNER]: doubtedByOcr('copia.scan.pdf'), [WIFE]: doubtedByOcr('matrimonio.scan.pdf') };
    const long = settleByAgreement(report('Ana Luisa Quezada Pinto', 'ANA LUISA QUEZADA PINTO'), readings);
    expect(long[WIFE]?.unsure).toBeUndefined();
    expect(long[OWNER]?.unsure).toBeUndefined();
    const short = settleByAgreement(report('Ana Quezada', 'ANA QUEZADA'), readings);
    expect(short[WIFE]?.unsure).toEqual(['ocr_low_confidence']);
  });
});

const closeCall = (file: string, extra: Partial<Provenance> = {}): Provenance => ({
  ...sure(file),
  confidence: 0.4,
  unsure: ['close_classification'],
  ...extra,
});

function titleAndGp(gpNumero: number): Report {
  return {
    ...emptyReport(today),
    property_registry_history: [
      { ...newRegistryEntry(today), fojas: 1402, numero: 1288, ano: 2019, comuna: 'Quillota' },
    ],
    gp_certificates: [{ ...newGpCertificate(), fojas: 1402, numero: gpNumero, ano: 2019 }],
  };
}

const TITLE = ['fojas', 'numero', 'ano', 'comuna'].map((key) => `property_registry_history[0].${key}`);
const GP = ['fojas', 'numero', 'ano'].map((key) => `gp_certificates[0].${key}`);
const readings = (title: (path: string) => Provenance, gp: (path: string) => Provenance) => ({
  ...Object.fromEntries(TITLE.map((path) => [path, title(path)])),
  ...Object.fromEntries(GP.map((path) => [path, gp(path)])),
});

describe('settleTypeByAgreement', () => {
  it('settles a close type call whose inscription another document certifies for the property', () => {
    const settled = settleTypeByAgreement(
      titleAndGp(1288),
      readings(
        () => closeCall('copia.pdf'),
        () => sure('gp.pdf'),
      ),
    );
    for (const path of TITLE) {
      expect(settled[path]?.unsure).toBeUndefined();
      expect(settled[path]?.confidence).toBe(SETTLED_TYPE_CONFIDENCE);
    }
  });

  it('keeps the call when the inscriptions differ or the other document’s type is as doubtful', () => {
    const differing = settleTypeByAgreement(
      titleAndGp(1289),
      readings(
        () => closeCall('copia.pdf'),
        () => sure('gp.pdf'),
      ),
    );
    for (const path of TITLE) expect(differing[path]?.unsure).toEqual(['close_classification']);
    const bothClose = settleTypeByAgreement(
      titleAndGp(1288),
      readings(
        () => closeCall('copia.pdf'),
        () => closeCall('gp.pdf'),
      ),
    );
    for (const path of [...TITLE, ...GP]) expect(bothClose[path]?.unsure).toEqual(['close_classification']);
  });

  it('keeps every other doubt, and a confidence that was low before the call', () => {
    const settled = settleTypeByAgreement(
      titleAndGp(1288),
      readings(
        (path) =>
          path.endsWith('comuna')
            ? closeCall('copia.pdf', { unsure: ['close_classification', 'ocr_low_confidence'] })
            : path.endsWith('ano')
              ? closeCall('copia.pdf', { confidence: 0.3 })
              : closeCall('copia.pdf'),
        () => sure('gp.pdf'),
      ),
    );
    expect(settled['property_registry_history[0].comuna']?.unsure).toEqual(['ocr_low_confidence']);
    const year = settled['property_registry_history[0].ano'];
    expect(year?.unsure).toBeUndefined();
    expect(year && isUnsure(year)).toBe(true);
  });
});

describe('settleByAgreement on the inscription’s vuelta', () => {
  const withVuelta = (titleVuelta: boolean, gpVuelta: boolean): Report => {
    const report = titleAndGp(1288);
    const [title] = report.property_registry_history;
    const [gp] = report.gp_certificates ?? [];
    return {
      ...report,
      property_registry_history: title ? [{ ...title, vuelta: titleVuelta }] : [],
      gp_certificates: gp ? [{ ...gp, vuelta: gpVuelta }] : [],
    };
  };
  const guessed: Provenance = { ...sure('gp.pdf'), confidence: 0.4, unsure: ['inferred'] };
  const GP_VUELTA = 'gp_certificates[0].vuelta';

  it('settles a vuelta the GP gave by guess when the copy reads it alike, not when it reads it otherwise', () => {
    const sources = { 'property_registry_history[0].vuelta': sure('copia.pdf'), [GP_VUELTA]: guessed };
    expect(settleByAgreement(withVuelta(true, true), sources)[GP_VUELTA]?.unsure).toBeUndefined();
    expect(settleByAgreement(withVuelta(false, true), sources)[GP_VUELTA]?.unsure).toEqual(['inferred']);
  });

  it('does not let a vuelta read otherwise keep a close type call from being settled', () => {
    const settled = settleTypeByAgreement(withVuelta(true, false), {
      ...readings(
        () => closeCall('copia.pdf'),
        () => sure('gp.pdf'),
      ),
      'property_registry_history[0].vuelta': closeCall('copia.pdf'),
      [GP_VUELTA]: sure('gp.pdf'),
    });
    for (const path of TITLE) expect(settled[path]?.unsure).toBeUndefined();
  });
});

describe('settleInscriptionByBoth', () => {
  const inferred = (file: string, page = 1): Provenance => ({
    ...sure(file),
    page,
    confidence: 0.4,
    unsure: ['inferred'],
  });
  const PARTS = ['fojas', 'vuelta', 'numero', 'ano'];
  function carpeta(gpFojas: number, title: Provenance, gp: Provenance) {
    const report: Report = {
      ...emptyReport(today),
      property_registry_history: [
        { ...newRegistryEntry(today), fojas: 2219, vuelta: false, numero: 1875, ano: 2015 },
      ],
      gp_certificates: [{ ...newGpCertificate(), fojas: gpFojas, vuelta: false, numero: 1875, ano: 2015 }],
    };
    const provenance = Object.fromEntries(
      PARTS.flatMap((key) => [
        [`property_registry_history[0].${key}`, title],
        [`gp_certificates[0].${key}`, gp],
      ]),
    );
    return settleInscriptionByBoth(report, provenance);
  }

  it('confirms the inscription the title and a GP of one carpeta both chose without its label', () => {
    const settled = carpeta(2219, inferred('carpeta.pdf', 1), inferred('carpeta.pdf', 2));
    for (const key of PARTS) {
      expect(settled[`property_registry_history[0].${key}`]?.unsure).toBeUndefined();
      expect(settled[`gp_certificates[0].${key}`]?.unsure).toBeUndefined();
    }
  });

  it('keeps the doubt of two readings that differ, of one page, or both doubted by OCR', () => {
    expect(
      carpeta(2291, inferred('titulo.pdf'), inferred('gp.pdf'))['gp_certificates[0].fojas']?.unsure,
    ).toEqual(['inferred']);
    expect(
      carpeta(2219, inferred('carpeta.pdf'), inferred('carpeta.pdf'))['gp_certificates[0].fojas']?.unsure,
    ).toEqual(['inferred']);
    expect(
      carpeta(2219, doubtedByOcr('titulo.pdf'), doubtedByOcr('gp.pdf'))['gp_certificates[0].fojas']?.unsure,
    ).toEqual(['ocr_low_confidence']);
  });
});
