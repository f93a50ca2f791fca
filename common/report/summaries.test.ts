import { describe, expect, it } from 'vitest';

import { newRegistryEntry } from './defaults';
import { newDebtCertificate } from '../documents/types/deudaTgr';
import { newFiscalAppraisal } from '../documents/types/avaluoFiscal';
import type { DebtCertificate, FiscalAppraisal, RegistryEntry } from './schema';
import {
  appraisalSummary,
  debtSummary,
  DESCRIPTION_PREVIEW_LENGTH,
  isDescriptionTruncated,
  previewDescription,
} from './summaries';

const NOW = new Date('2026-03-05T15:00:00Z');

function entry(rol_avaluo: string | null, descripcion_propiedad: string | null = ''): RegistryEntry {
  return { ...newRegistryEntry(NOW), rol_avaluo, descripcion_propiedad };
}

function appraisal(rol_avaluo: string | null, avaluo_total: number | null): FiscalAppraisal {
  return { ...newFiscalAppraisal(), rol_avaluo, avaluo_total };
}

function debt(rol_avaluo: string | null, noVencida: number | null, vencida: number | null): DebtCertificate {
  return {
    ...newDebtCertificate(),
    rol_avaluo,
    total_deuda_no_vencida_liquidada: noVencida,
    total_deuda_vencida_liquidada: vencida,
  };
}

describe('appraisalSummary', () => {
  it('lists the roles of registry entries, matched by trimmed role to an appraisal', () => {
    const rows = appraisalSummary({
      property_registry_history: [entry(' 3412-17 ', 'Departamento 501'), entry('3412-200', 'Bodega 12')],
      certificados_avaluo: [appraisal('3412-200', 4_500_000), appraisal('3412-17  ', 98_765_432)],
    });
    expect(rows).toEqual([
      { rol: '3412-17', avaluoTotal: 98_765_432, descripcion: 'Departamento 501' },
      { rol: '3412-200', avaluoTotal: 4_500_000, descripcion: 'Bodega 12' },
    ]);
  });

  it('skips entries with a blank or missing role and lists a repeated role once, newest first', () => {
    const rows = appraisalSummary({
      property_registry_history: [
        entry('   '),
        entry(null),
        entry('10-5', 'Actual'),
        entry('10-5', 'Anterior'),
      ],
    });
    expect(rows).toEqual([{ rol: '10-5', avaluoTotal: null, descripcion: 'Actual' }]);
  });

  it('gives no appraisal when no certificate matches or there are none', () => {
    expect(appraisalSummary({ property_registry_history: [entry('1-1')] })[0]?.avaluoTotal).toBeNull();
    expect(
      appraisalSummary({
        property_registry_history: [entry('1-1')],
        certificados_avaluo: [appraisal('1-2', 10)],
      })[0]?.avaluoTotal,
    ).toBeNull();
  });

  it('reads a missing description as empty', () => {
    expect(appraisalSummary({ property_registry_history: [entry('1-1', null)] })[0]?.descripcion).toBe('');
  });
});

describe('previewDescription', () => {
  it('keeps descriptions up to the limit whole', () => {
    const exact = 'a'.repeat(DESCRIPTION_PREVIEW_LENGTH);
    expect(previewDescription(exact)).toBe(exact);
    expect(isDescriptionTruncated(exact)).toBe(false);
  });

  it('cuts longer ones at 100 characters with an ellipsis', () => {
    const long = `${'b'.repeat(DESCRIPTION_PREVIEW_LENGTH)}cdef`;
    expect(previewDescription(long)).toBe(`${'b'.repeat(DESCRIPTION_PREVIEW_LENGTH)}…`);
    expect(isDescriptionTruncated(long)).toBe(true);
  });

  it('shows Sin descripción for an empty description', () => {
    expect(previewDescription('  ')).toBe('Sin descripción');
  });
});

describe('debtSummary', () => {
  it('groups by trimmed role, sums both debts and adds a grand total', () => {
    const summary = debtSummary({
      debt_certificates: [debt('100-1', 1000, 200), debt('200-2', 50, 0), debt(' 100-1 ', 10, 5)],
    });
    expect(summary.rows).toEqual([
      { rol: '100-1', noVencida: 1010, vencida: 205, total: 1215 },
      { rol: '200-2', noVencida: 50, vencida: 0, total: 50 },
    ]);
    expect(summary.totals).toEqual({ noVencida: 1060, vencida: 205, total: 1265 });
  });

  it('never sums a missing amount as 0, and groups certificates without a role together', () => {
    const summary = debtSummary({
      debt_certificates: [debt(null, null, 7), debt('', 3, 0), debt('100-1', 5, 1)],
    });
    expect(summary.rows).toEqual([
      { rol: '', noVencida: null, vencida: 7, total: null },
      { rol: '100-1', noVencida: 5, vencida: 1, total: 6 },
    ]);
    expect(summary.totals).toEqual({ noVencida: null, vencida: 8, total: null });
  });

  it('is empty without certificates', () => {
    expect(debtSummary({})).toEqual({ rows: [], totals: { noVencida: 0, vencida: 0, total: 0 } });
  });
});
