import { describe, expect, it } from 'vitest';
import { everyFieldLabels, everyFieldReport } from '../../tests/factories/everyFieldReport';
import { renderReport } from './renderReport';
import { docxParagraphs, docxParts, pdfPageTexts } from '../../tests/support/readRendered';
import { sampleMeta } from '../../tests/factories/deliverables';

describe('field labels in the deliverable', () => {
  it('prints every field of every list under the label its descriptor gives, in PDF and DOCX', async () => {
    const labels = [...new Set(everyFieldLabels().map((field) => field.printed))];
    const pdf = await renderReport(everyFieldReport(), sampleMeta(), 'pdf');
    const pdfText = (await pdfPageTexts(pdf.buffer)).join(' ').toLowerCase();
    const docx = await renderReport(everyFieldReport(), sampleMeta(), 'docx');
    const docxTexts = new Set(
      docxParagraphs(docxParts(docx.buffer)['word/document.xml'] ?? '').map((paragraph) => paragraph.text),
    );
    for (const label of labels) {
      // The PDF prints subheadings in capitals.
      expect(pdfText, label).toContain(label.toLowerCase());
      expect(docxTexts.has(label) || docxTexts.has(label.toUpperCase()), label).toBe(true);
    }
  });
});
