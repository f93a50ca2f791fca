import { describe, expect, it } from 'vitest';
import { renderReport } from './renderReport';
import { sampleMeta, typicalReport } from '../../tests/factories/deliverables';

describe('renderReport', () => {
  it("names the file from the report's name and gives the content type of each format", async () => {
    const meta = sampleMeta({ reportName: 'PJE LOS COPIHUES 8841, La Cisterna — rol 3412-17' });
    const pdf = await renderReport(typicalReport(), meta, 'pdf');
    expect(pdf.fileName).toBe('estudio-pje-los-copihues-8841-la-cisterna.pdf');
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.buffer.subarray(0, 5).toString()).toBe('%PDF-');

    const docx = await renderReport(typicalReport(), meta, 'docx');
    expect(docx.fileName).toBe('estudio-pje-los-copihues-8841-la-cisterna.docx');
    expect(docx.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.buffer.subarray(0, 2).toString()).toBe('PK');
  });

  it('renders the legal verification in both formats', async () => {
    const meta = sampleMeta({
      verification: {
        findings: [
          { code: 'HIPOTECA_VIGENTE', severity: 'alta', message: 'Hipoteca vigente.', doc: 'gp', refs: [] },
        ],
        checklist: [],
      },
    });
    for (const format of ['pdf', 'docx'] as const) {
      const rendered = await renderReport(typicalReport(), meta, format);
      expect(rendered.buffer.length).toBeGreaterThan(1000);
    }
  });
});
