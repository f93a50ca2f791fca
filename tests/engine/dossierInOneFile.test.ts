import { describe, expect, it } from 'vitest';
import { analyzeDossier } from '../../server/analysis/engine/analyzeDossier';
import { textPdf } from '../../scripts/eval/pdfWriter';
import { loadHeldOutDossiers } from '../support/fixtureSets';
import { TGR_PAGE, SII_PAGE } from '../fixtures/pageParts/pageTexts';

/*
 * The held-out dossiers of #17 (made-up documents in house styles the engine was not written for)
 * printed once as separate PDFs and once joined into one PDF, as firms scan a whole carpeta: the
 * joined file must give the same report, its documents with their page ranges, and provenance
 * pointing at the joined file's pages.
 */

describe('a dossier scanned into one PDF', () => {
  it.each(loadHeldOutDossiers('H').map((dossier) => [dossier.id, dossier] as const))(
    '%s: same report as the separate files, each document with its pages of the file',
    async (_id, dossier) => {
      const options = { referenceDate: new Date(`${dossier.referenceDate}T12:00:00Z`) };
      const separate = await analyzeDossier(
        dossier.documents.map((document) => ({ name: document.name, bytes: textPdf(document.pages) })),
        options,
      );
      const joined = await analyzeDossier(
        [{ name: 'carpeta.pdf', bytes: textPdf(dossier.documents.flatMap((document) => document.pages)) }],
        options,
      );
      expect(joined.output).toEqual(separate.output);

      let first = 1;
      const expected = dossier.documents.map((document, index) => {
        const range = { first, last: first + document.pages.length - 1 };
        first = range.last + 1;
        return { file: 'carpeta.pdf', type: separate.documents[index]?.type, pageRange: range };
      });
      expect(joined.documents.map(({ file, type, pageRange }) => ({ file, type, pageRange }))).toEqual(
        expected,
      );

      // Every value read points at the page of the joined file its document lies on.
      let checked = 0;
      for (const [path, source] of Object.entries(joined.provenance)) {
        const own = separate.provenance[path];
        const index = dossier.documents.findIndex((document) => document.name === own?.file);
        const range = expected[index]?.pageRange;
        if (!own || !range) continue;
        expect(source.file, path).toBe('carpeta.pdf');
        expect(source.page, path).toBe(range.first + own.page - 1);
        for (const box of source.boxes ?? []) expect(box.page, path).toBe(source.page);
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
    },
  );

  it('reads a bundle of two certificates as two documents, each with its page', async () => {
    const analysis = await analyzeDossier(
      [{ name: 'certificados.pdf', bytes: textPdf([TGR_PAGE.split('\n'), SII_PAGE.split('\n')]) }],
      {
        referenceDate: new Date('2025-10-06T12:00:00Z'),
      },
    );
    expect(analysis.documents.map(({ type, pageRange }) => ({ type, pageRange }))).toEqual([
      { type: 'deuda_tgr', pageRange: { first: 1, last: 1 } },
      { type: 'avaluo_fiscal', pageRange: { first: 2, last: 2 } },
    ]);
    expect(analysis.provenance['certificados_avaluo[0].rol_avaluo']?.page).toBe(2);
  });
});
