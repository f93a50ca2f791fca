import { describe, expect, it } from 'vitest';
import { ocrViewport } from '../../ocr/renderPage';
import { buildDocument } from '../document';
import { openPdf } from '../openPdf';
import { readPdfText } from '../pdfText';
import { ProvenanceRecorder } from '../provenance';
import { minimalPdf } from '../../../../tests/support/engineDocuments';
import { locateBoxes } from './locateBoxes';
import { ocrWordRun } from './textRuns';

const LINES = [
  'Inscripcion a fojas 4267 numero 3712',
  'Propietario: JUAN PEREZ ROJAS',
  'Rol de avaluo 3412-17',
];

describe('boxes of recorded values', () => {
  it('are recorded with each value, from the text layer, and kept by copies of its provenance', async () => {
    const pages = await readPdfText(minimalPdf([['Primera hoja'], LINES]));
    const document = buildDocument('dominio.pdf', pages);
    const record = new ProvenanceRecorder(document);
    record.raw('fojas', document.raw.indexOf('4267'), 4);
    record.text('propietario', document.text.indexOf('JUAN'), 'JUAN PEREZ ROJAS'.length);
    record.raw('ausente', document.raw.indexOf('Primera'), 0);
    record.doubt('propietario', ['inferred']);

    // minimalPdf draws line n of a page at x 50, baseline 750 − 14 n, Helvetica 10 pt.
    const [fojas] = record.entries.fojas?.boxes ?? [];
    expect(fojas).toMatchObject({ page: 2, y: 748, height: 10 });
    expect(fojas?.x).toBeGreaterThan(140);
    expect(fojas?.x).toBeLessThan(150);
    expect(fojas?.width).toBeGreaterThan(15);
    expect(fojas?.width).toBeLessThan(30);
    expect(record.entries.propietario?.boxes).toEqual([expect.objectContaining({ page: 2, y: 734 })]);
    expect(record.entries.ausente?.boxes).toBeUndefined();
  });

  it('maps OCR word boxes of a rotated, cropped page to points a viewer maps back onto the same pixels', async () => {
    const bytes = new TextDecoder()
      .decode(minimalPdf([LINES]))
      .replace('/MediaBox [0 0 612 792]', '/Rotate 90 /CropBox [36 36 576 756] /MediaBox [0 0 612 792]');
    const loading = openPdf(new TextEncoder().encode(bytes));
    try {
      const page = await (await loading.promise).getPage(1);
      // The rendering OCR reads: rotated a quarter turn, cropped, at 200 dpi.
      const viewport = ocrViewport(page);
      const toPdf = (x: number, y: number) => {
        const [pdfX = 0, pdfY = 0] = viewport.convertToPdfPoint(x, y).map(Number);
        return [pdfX, pdfY] as const;
      };
      const word = {
        block: 1,
        paragraph: 1,
        line: 1,
        left: 300,
        top: 200,
        width: 250,
        height: 50,
        confidence: 95,
      };
      const [box] = locateBoxes(
        [ocrWordRun({ ...word, text: '3412-17' }, toPdf)],
        1,
        '3412-17',
        'Rol 3412-17',
      );
      if (!box) throw new Error('the word was not boxed');
      const { x, y, width, height } = box;
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = viewport
        .convertToViewportRectangle([x, y, x + width, y + height])
        .map(Number);
      const shown = [Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1)];
      expect(shown.map((value) => Math.round(value))).toEqual([300, 200, 250, 50]);
    } finally {
      await loading.destroy();
    }
  });
});
