import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineAnalyzer } from '../../server/analysis/engineAnalyzer';
import { createUser, type TestUser } from '../factories/users';
import { jobEnded } from '../support/analysisJobs';
import { createTestGateway, type TestGateway } from '../support/gatewayHarness';
import { hugePagePdf, imageBombPdf, paddedDictionaryBombPdf, softMaskBombPdf } from '../support/hostilePdfs';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbaseHarness';

const GP = readFileSync(
  path.resolve(import.meta.dirname, '../../../shared/corpus/dev/dev-01/docs/04_gp.pdf'),
);
const MB = 1024 * 1024;

let pb: TestPocketBase;
let gateway: TestGateway;
let user: TestUser;
// The gateway's default: two analysis threads reading documents side by side.
const analyzer = engineAnalyzer({ workers: 2, documentTimeoutMs: 60_000 });

beforeAll(async () => {
  pb = await startTestPocketBase();
  gateway = createTestGateway({ pb, analyzer });
  user = await createUser(pb.url);
});

afterAll(async () => {
  await analyzer.close();
  await pb?.stop();
});

async function uploadDossier(bomb: Buffer, ...others: [Buffer, string][]) {
  const upload = request(gateway.app)
    .post('/analysis/api/upload_files')
    .set('authorization', `Bearer ${user.token}`)
    .attach('files', bomb, { filename: 'bomba.pdf', contentType: 'application/pdf' });
  for (const [bytes, filename] of others)
    upload.attach('files', bytes, { filename, contentType: 'application/pdf' });
  return upload
    .attach('files', hugePagePdf(), { filename: 'plano_gigante.pdf', contentType: 'application/pdf' })
    .attach('files', GP, { filename: '04_gp.pdf', contentType: 'application/pdf' });
}

/** Peak resident memory of this process (its worker threads included) while `work` runs. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

describe('hostile uploads', () => {
  it('refuses a decompression bomb and a giant page with notes naming them, and analyses the rest', async () => {
    const bomb = await imageBombPdf();
    const response = await uploadDossier(
      bomb,
      [await softMaskBombPdf(), 'mascara.pdf'],
      [await paddedDictionaryBombPdf(), 'relleno.pdf'],
    );
    expect(response.status).toBe(202);
    expect((await jobEnded(user, response.body.job_id)).state).toBe('done');
    const record = await user.pb.collection('new_reports').getOne(response.body.report_id);
    expect(record.output.gp_certificates).toHaveLength(1);
    expect(record.output.notes).toEqual(
      expect.arrayContaining([
        'No se leyó "bomba.pdf" con OCR: contiene una imagen de 20000 × 20000 píxeles, más de los 40 millones que se pueden procesar.',
        'No se leyó "mascara.pdf" con OCR: contiene una imagen de 20000 × 20000 píxeles, más de los 40 millones que se pueden procesar.',
        'No se leyó "relleno.pdf" con OCR: contiene una imagen de 20000 × 20000 píxeles, más de los 40 millones que se pueden procesar.',
        'No se pudo leer la página 1 de "plano_gigante.pdf": la página mide 508 × 508 cm, demasiado grande para leerla con OCR.',
      ]),
    );
  });

  it('keeps memory bounded under four of those uploads at once', async () => {
    const bombs = await Promise.all([
      imageBombPdf(),
      softMaskBombPdf(),
      paddedDictionaryBombPdf(),
      imageBombPdf(),
    ]);
    const before = process.memoryUsage.rss();
    const { result, peak } = await peakRss(() =>
      Promise.all(
        bombs.map(async (bomb) => {
          const response = await uploadDossier(bomb);
          return response.status === 202
            ? (await jobEnded(user, response.body.job_id)).state
            : response.status;
        }),
      ),
    );
    expect(result).toEqual(['done', 'done', 'done', 'done']);
    // Decoded, one bomb alone took 1.3 GB more; read within the caps, four take a few hundred MB.
    expect((peak - before) / MB).toBeLessThan(600);
  }, 120_000);
});
