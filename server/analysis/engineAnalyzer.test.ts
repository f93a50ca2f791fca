import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineAnalyzer } from './engineAnalyzer';
import { JobAbortedError } from './workers/workerPool';

const DOSSIER = path.resolve(import.meta.dirname, '../../../shared/corpus/dev/dev-01/docs');
const pdf = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(path.join(DOSSIER, name))) });

// A text certificate reads in well under a second even on a loaded machine; OCR of a three-page
// scan takes over a second per page even with Debian's tesseract on an idle machine.
const analyzer = engineAnalyzer({ workers: 2, documentTimeoutMs: 2_000 });
afterAll(() => analyzer.close());

describe('engineAnalyzer', () => {
  it('gives each document its own time budget: a slow one fails alone with a note', async () => {
    const signal = new AbortController().signal;
    const referenceDate = new Date('2026-11-21T12:00:00Z');
    // Start the worker threads first, so that their start-up is not charged to a document.
    await analyzer.analyze([pdf('09_no_matrimonio.pdf'), pdf('04_gp.pdf')], {
      referenceDate,
      signal,
      user: 'u1',
    });

    const analysis = await analyzer.analyze([pdf('01_dominio_vigente.scan.pdf'), pdf('04_gp.pdf')], {
      referenceDate,
      signal,
      user: 'u1',
    });
    expect(analysis.documents.map((document) => document.type)).toEqual(['gp']);
    expect(analysis.output.gp_certificates).toHaveLength(1);
    expect(analysis.notes).toContainEqual(
      expect.stringMatching(/01_dominio_vigente\.scan\.pdf.*tiempo máximo/),
    );
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const running = analyzer.analyze([pdf('01_dominio_vigente.scan.pdf')], {
      referenceDate: new Date(),
      signal: controller.signal,
      user: 'u1',
    });
    setTimeout(() => controller.abort(), 300);
    await expect(running).rejects.toThrow(JobAbortedError);
  });

  it('counts a document’s budget from its upload: time spent waiting behind the same user’s scan is part of it', async () => {
    // One thread per user: the certificate waits until the scan has spent the whole budget.
    const single = engineAnalyzer({ workers: 1, documentTimeoutMs: 2_000 });
    try {
      const analysis = await single.analyze([pdf('01_dominio_vigente.scan.pdf'), pdf('04_gp.pdf')], {
        referenceDate: new Date('2026-11-21T12:00:00Z'),
        signal: new AbortController().signal,
        user: 'u1',
      });
      expect(analysis.documents).toEqual([]);
      expect(analysis.notes).toContainEqual(expect.stringMatching(/04_gp\.pdf.*tiempo máximo/));
    } finally {
      await single.close();
    }
  });
});
