import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { analysisJobSchema, isFinished, type AnalysisJob } from '../../common/analysis/analysisJob';
import { gatewaySuite } from '../support/gatewaySuite';

const DOCS = path.resolve(import.meta.dirname, '../../../shared/corpus/dev/dev-01/docs');
/** Three scanned pages: each takes OCR seconds, so the job's page count is seen advancing. */
const SCAN = '01_dominio_vigente.scan.pdf';
const TEXT = '04_gp.pdf';

const suite = gatewaySuite();

type Snapshot = AnalysisJob & { updated: string };

/** The job as its owner reads it, every 100 ms until it ends. */
async function watch(jobId: string, timeoutMs = 240_000): Promise<Snapshot[]> {
  const seen: Snapshot[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await suite.user.pb.collection('analysis_jobs').getOne(jobId);
    const job = { ...analysisJobSchema.parse(record), updated: String(record.updated) };
    seen.push(job);
    if (isFinished(job.state)) return seen;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('page progress of a background analysis', () => {
  it('shows the pages of a scanned PDF advancing on the job while OCR reads them', async () => {
    const answer = await request(suite.gateway.app)
      .post('/analysis/api/upload_files')
      .set('authorization', `Bearer ${suite.user.token}`)
      .attach('files', readFileSync(path.join(DOCS, SCAN)), {
        filename: SCAN,
        contentType: 'application/pdf',
      })
      .attach('files', readFileSync(path.join(DOCS, TEXT)), {
        filename: TEXT,
        contentType: 'application/pdf',
      });
    expect(answer.status).toBe(202);

    const seen = await watch(answer.body.job_id);
    const last = seen.at(-1);
    expect(last).toMatchObject({
      state: 'done',
      files_done: 2,
      current_file: '',
      pages_done: 0,
      pages_total: 0,
    });

    const recognising = seen.filter((job) => job.current_file === SCAN && job.stage === 'recognising');
    expect(recognising.length).toBeGreaterThan(0);
    expect(recognising.every((job) => job.pages_total === 3 && job.files_total === 2)).toBe(true);
    const pagesDone = recognising.map((job) => job.pages_done);
    // Only forward, and seen advancing while the file is still read. The last pages may be done
    // within one throttled write of the file's end (a loaded machine), so 1 of 3 is the least seen.
    expect(pagesDone).toEqual([...pagesDone].sort((a, b) => a - b));
    expect(new Set(pagesDone).size).toBeGreaterThanOrEqual(2);
    expect(Math.max(...pagesDone)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...pagesDone)).toBeLessThanOrEqual(3);

    // Every snapshot of a file being read is consistent: never more pages done than it has.
    const reading = seen.filter((snapshot) => snapshot.current_file !== '');
    for (const job of reading) {
      expect(job.pages_done).toBeLessThanOrEqual(job.pages_total);
      expect(job.files_done).toBeLessThan(job.files_total);
    }
    // Written at most once a second while the files are read, however fast their pages come.
    const writes = [...new Set(reading.map((job) => Date.parse(job.updated.replace(' ', 'T'))))];
    for (const [index, at] of writes.entries())
      if (index > 0) expect(at - (writes[index - 1] ?? 0)).toBeGreaterThanOrEqual(950);
  }, 300_000);
});
