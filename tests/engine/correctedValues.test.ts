import { describe, expect, it } from 'vitest';

import { verifyReport } from '../../common/findings/computeFindings';
import type { Report } from '../../common/report/schema';
import { readDocument } from '../../server/analysis/engine/analyzeDossier';
import { combineOutcomes } from '../../server/analysis/engine/combineOutcomes';
import { documentFromPages } from '../support/engineDocuments';
import { buildReportDocument } from '../../server/render/documentModel';
import { renderPdf } from '../../server/render/pdf/renderPdf';
import { pdfPageTexts } from '../support/readRendered';
import { sampleMeta } from '../factories/deliverables';

/*
 * #19: a legal observation is a finding computed from the value it is about, never a note the
 * engine wrote beside it; so the lawyer's correction of the value removes it from the deliverable
 * and nothing else in it still says it. Certificates made up for this test.
 */

const TGR = `TESORERÍA GENERAL DE LA REPÚBLICA
CERTIFICADO DE DEUDA DE CONTRIBUCIONES
Rol: 83-01204-051
Contribuyente: MORALES PINTO SERGIO ANDRÉS
Dirección: AV PROVIDENCIA 1200 DP 51
Comuna: PROVIDENCIA
Total deuda morosa: $ 148.310
Total deuda no vencida: $ 0
Fecha de emisión: 12/03/2025
Código de barras: 001SD202512345678901`;

const SERVIU = `SERVIU METROPOLITANO
CERTIFICADO DE EXPROPIACIÓN N° 99.120
Fecha: 02/06/2025
Dirección: Los Robles 455
Comuna: La Reina
Rol: 2210-15
El inmueble se encuentra afecto a expropiación parcial por el proyecto Parque Intercomunal.`;

const REFERENCE_DATE = new Date('2025-06-20T12:00:00Z');

function analyse() {
  const outcomes = [
    readDocument(documentFromPages('tgr.pdf', [TGR]), false, []),
    readDocument(documentFromPages('serviu.pdf', [SERVIU]), false, []),
  ];
  return combineOutcomes(outcomes, REFERENCE_DATE);
}

async function deliverableText(report: Report, facts: ReturnType<typeof analyse>['facts']): Promise<string> {
  const verification = verifyReport(report, facts, { referenceDate: REFERENCE_DATE });
  const model = buildReportDocument(report, sampleMeta({ verification }));
  return (await pdfPageTexts(await renderPdf(model))).join(' ');
}

describe('a corrected value removes its finding from the deliverable (#19)', () => {
  it('the engine writes no legal note: the debt and the expropriation are findings of their values', () => {
    const { output, findings } = analyse();
    expect(output.debt_certificates?.[0]?.total_deuda_vencida_liquidada).toBe(148310);
    expect(output.property_situation_reports?.[0]?.objeto_expropiacion).toBe(true);
    expect(output.notes ?? []).toEqual([]);
    expect(findings.map((finding) => finding.code)).toEqual(
      expect.arrayContaining(['DEUDA_CONTRIBUCIONES', 'EXPROPIACION_SERVIU']),
    );
  });

  it('printed as read, then gone once the lawyer corrects the values, with nothing left that says it', async () => {
    const { output, facts } = analyse();
    const before = await deliverableText(output, facts);
    expect(before).toContain('registra deuda morosa de contribuciones por $148.310');
    expect(before).toContain('indica que la propiedad está afecta a expropiación');

    const corrected: Report = {
      ...output,
      debt_certificates: (output.debt_certificates ?? []).map((debt) => ({
        ...debt,
        total_deuda_vencida_liquidada: 0,
      })),
      property_situation_reports: (output.property_situation_reports ?? []).map((report) => ({
        ...report,
        objeto_expropiacion: false,
      })),
    };
    const after = await deliverableText(corrected, facts);
    expect(after).not.toMatch(/deuda morosa de contribuciones por/);
    expect(after).not.toContain('148.310');
    expect(after).not.toMatch(/afect[oa] a expropiaci[óo]n/);
    // The corrected debt is reported as what it now is.
    expect(after).toContain('no registra deuda morosa de contribuciones');
  }, 60_000);
});
