import { describe, expect, it } from 'vitest';
import { completeReport } from '../../tests/factories/findings';
import { fitReportLimits } from './fitLimits';
import { REPORT_LIMITS } from './limits';
import { reportSchema } from './schema';

describe('fitReportLimits', () => {
  it('leaves a report within the limits as it is', () => {
    const report = completeReport();
    expect(fitReportLimits(report)).toBe(report);
  });

  it('cuts texts and lists the engine read past their field limits, so the report validates', () => {
    const report = completeReport();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no registry entry');
    entry.descripcion_propiedad = 'Lote '.repeat(5000);
    const [owner] = entry.propietarios;
    if (!owner) throw new Error('no owner');
    owner.nombre = 'M'.repeat(REPORT_LIMITS.shortText + 50);
    report.notes = Array.from({ length: REPORT_LIMITS.listItems + 20 }, (_, index) => `Nota ${index}`);

    const fitted = fitReportLimits(report);
    expect(reportSchema.safeParse(fitted).success).toBe(true);
    const [fittedEntry] = fitted.property_registry_history;
    expect(fittedEntry?.descripcion_propiedad).toHaveLength(REPORT_LIMITS.longText);
    expect(fittedEntry?.descripcion_propiedad?.endsWith('…')).toBe(true);
    expect(fittedEntry?.propietarios[0]?.nombre).toHaveLength(REPORT_LIMITS.shortText);
    expect(fitted.notes).toHaveLength(REPORT_LIMITS.listItems);
    expect(fitted.notes?.[0]).toBe('Nota 0');
    expect(report.notes).toHaveLength(REPORT_LIMITS.listItems + 20);
  });
});
