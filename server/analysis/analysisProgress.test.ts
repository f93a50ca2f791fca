import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisProgress } from './analyzer';
import type { PageProgress } from './engine/pageProgress';
import { engineAnalyzer } from './engineAnalyzer';

const DOSSIER = path.resolve(import.meta.dirname, '../../../shared/corpus/dev/dev-01/docs');
const pdf = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(path.join(DOSSIER, name))) });

const analyzer = engineAnalyzer({ workers: 1, documentTimeoutMs: 120_000 });
afterAll(() => analyzer.close());

type Event = { event: 'started' | 'read'; file: string } | ({ event: 'pages'; file: string } & PageProgress);

/** Every progress call of one analysis, in order. */
async function progressOf(files: string[]): Promise<Event[]> {
  const events: Event[] = [];
  const progress: AnalysisProgress = {
    fileStarted: (file) => events.push({ event: 'started', file }),
    pagesRead: (file, pages) => events.push({ event: 'pages', file, ...pages }),
    fileRead: (file) => events.push({ event: 'read', file }),
  };
  await analyzer.analyze(files.map(pdf), {
    referenceDate: new Date('2026-11-21T12:00:00Z'),
    signal: new AbortController().signal,
    user: 'u1',
    progress,
  });
  return events;
}

const pagesOf = (events: Event[], file: string) =>
  events.flatMap((event) =>
    event.event === 'pages' && event.file === file ? [[event.stage, event.pagesDone, event.pagesTotal]] : [],
  );

describe('page progress from the analysis threads', () => {
  it('tells each page of a text PDF as its thread reads it, between the file’s start and end', async () => {
    const events = await progressOf(['01_dominio_vigente.pdf']);
    expect(pagesOf(events, '01_dominio_vigente.pdf')).toEqual([
      ['text', 1, 3],
      ['text', 2, 3],
      ['text', 3, 3],
    ]);
    expect(events[0]).toEqual({ event: 'started', file: '01_dominio_vigente.pdf' });
    expect(events.at(-1)).toEqual({ event: 'read', file: '01_dominio_vigente.pdf' });
  });

  it('counts a scanned page once OCR has read it, not when its empty text layer is', async () => {
    const events = await progressOf(['05_deuda_tgr.scan.pdf']);
    expect(pagesOf(events, '05_deuda_tgr.scan.pdf')).toEqual([
      ['text', 0, 1],
      ['ocr', 0, 1],
      ['ocr', 1, 1],
    ]);
  }, 120_000);
});
