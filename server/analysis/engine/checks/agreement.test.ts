import { describe, expect, it } from 'vitest';
import { isUnsure, type Provenance } from '../../../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import { newDebtCertificate } from '../../../../common/documents/types/deudaTgr';
import { newFiscalAppraisal } from '../../../../common/documents/types/avaluoFiscal';
import type { Report } from '../../../../common/report/schema';
import { settleByAgreement } from './agreement';

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
});
