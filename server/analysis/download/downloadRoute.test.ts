import express from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateLong } from '../../../common/format/dates';
import { createReport } from '../../../tests/factories/reports';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { testRenderer } from '../../../tests/support/gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from '../../../tests/support/pocketbaseHarness';
import { errorHandler } from '../../http/errors';
import { createReportRenderer } from '../../render/reportRenderer';
import { docxParagraphs, docxParts, pdfPageTexts } from '../../../tests/support/readRendered';
import { largeReport, typicalReport } from '../../../tests/factories/deliverables';
import { downloadRouter } from './downloadRoute';

let server: TestPocketBase;
let alice: TestUser;
let bob: TestUser;
let app: express.Express;

beforeAll(async () => {
  server = await startTestPocketBase();
  alice = await createUser(server.url, { name: 'Alicia Soto' });
  bob = await createUser(server.url, { name: 'Roberto Díaz' });
  app = express();
  app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
  app.use(downloadRouter(server.url, testRenderer()));
  app.use(errorHandler);
});

afterAll(async () => {
  await server?.stop();
});

/** Collects the body as bytes, whatever the content type. */
function binary(response: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

const bearer = (user: TestUser) => `Bearer ${user.token}`;

describe('GET /api/download/{pdf,docx}', () => {
  it('gives the owner the PDF, named from the report, with the uploaded file names', async () => {
    const record = await createReport(alice.pb, {
      name: 'Estudio Los Copihues',
      output: typicalReport(),
      source_pdfs: [
        new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'escritura_compraventa.pdf', {
          type: 'application/pdf',
        }),
      ],
    });
    const response = await request(app)
      .get(`/api/download/pdf?report_id=${record.id}`)
      .set('Authorization', bearer(alice))
      .buffer(true)
      .parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="estudio-los-copihues.pdf"; filename*=UTF-8''estudio-los-copihues.pdf`,
    );
    const text = (await pdfPageTexts(response.body as Buffer)).join(' ');
    expect(text).toContain('Estudio Los Copihues');
    // A file the analysis did not read, by the name it was uploaded with (PocketBase stores it as
    // escritura_compraventa_{10 random characters}.pdf).
    expect(text).toContain('1 Documento no reconocido (escritura_compraventa.pdf)');
    expect(text).not.toMatch(/escritura_compraventa_[a-z0-9]{10}\.pdf/);
    expect(text).not.toContain(record.id);
  });

  it('prints the owner’s firm on the cover, never another user’s', async () => {
    await alice.pb.collection('firm_settings').create({
      firm_name: 'Estudio Soto & Asociados',
      address: 'Huérfanos 1160, Santiago',
      lawyer_name: 'Alicia Soto',
      footer_text: '',
    });
    const record = await createReport(bob.pb, { name: 'Estudio de Roberto', output: typicalReport() });
    const pdf = async (user: TestUser, id: string) =>
      pdfPageTexts(
        (
          await request(app)
            .get(`/api/download/pdf?report_id=${id}`)
            .set('Authorization', bearer(user))
            .buffer(true)
            .parse(binary)
        ).body as Buffer,
      );
    expect((await pdf(bob, record.id))[0]).not.toContain('Estudio Soto');
    const own = await createReport(alice.pb, { name: 'Estudio de Alicia', output: typicalReport() });
    const [cover] = await pdf(alice, own.id);
    expect(cover).toMatch(/^Estudio Soto & Asociados Huérfanos 1160, Santiago/);
    expect(cover).toContain('Abogado responsable Alicia Soto');
  });

  it('gives a past version as it stood, to its owner only (issue #20)', async () => {
    const record = await createReport(alice.pb, { name: 'Estudio primera versión', output: typicalReport() });
    await alice.pb.collection('new_reports').update(record.id, { name: 'Estudio corregido', version: 1 });
    const coverOf = async (user: TestUser, query: string) => {
      const response = await request(app)
        .get(`/api/download/pdf?report_id=${record.id}${query}`)
        .set('Authorization', bearer(user))
        .buffer(true)
        .parse(binary);
      return response.status === 200 ? (await pdfPageTexts(response.body as Buffer))[0] : response.status;
    };
    expect(await coverOf(alice, '&version=1')).toContain('Estudio primera versión');
    expect(await coverOf(alice, '')).toContain('Estudio corregido');
    expect(await coverOf(alice, '&version=7')).toBe(404);
    expect(await coverOf(bob, '&version=1')).toBe(404);
  });

  it('gives the owner the DOCX of an unnamed report, titled and named after its id', async () => {
    const record = await createReport(alice.pb, { name: '', output: typicalReport() });
    const response = await request(app)
      .get(`/api/download/docx?report_id=${record.id}`)
      .set('Authorization', bearer(alice))
      .buffer(true)
      .parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="estudio-reporte-${record.id}.docx"; filename*=UTF-8''estudio-reporte-${record.id}.docx`,
    );
    const paragraphs = docxParagraphs(docxParts(response.body as Buffer)['word/document.xml'] ?? '');
    expect(paragraphs.find((paragraph) => paragraph.style === 'Title')?.text).toBe(`Reporte ${record.id}`);
  });

  it('judges certificate ages on the study date, printed on the cover; a report without one on its creation day', async () => {
    const pdfText = async (id: string) =>
      (
        await pdfPageTexts(
          (
            await request(app)
              .get(`/api/download/pdf?report_id=${id}`)
              .set('Authorization', bearer(alice))
              .buffer(true)
              .parse(binary)
          ).body as Buffer,
        )
      ).join(' ');
    const early = await createReport(alice.pb, {
      name: 'Estudio Ñuñoa, pasaje «Los Copihues»',
      output: { ...typicalReport(), study_date: '2018-05-10T04:00:00.000Z' },
    });
    const earlyText = await pdfText(early.id);
    expect(earlyText).toContain('Fecha del estudio 10 de mayo de 2018');
    expect(earlyText).toMatch(/Inscripción de dominio vigente Recibido/);

    const undated = await createReport(alice.pb, { name: 'Sin fecha', output: typicalReport() });
    const undatedText = await pdfText(undated.id);
    expect(undatedText).toContain(`Fecha del estudio ${formatDateLong(undated.created)}`);
    expect(undatedText).toMatch(/Inscripción de dominio vigente Vencido/);

    const response = await request(app)
      .get(`/api/download/docx?report_id=${early.id}`)
      .set('Authorization', bearer(alice));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="estudio-nunoa-pasaje-los-copihues.docx"; filename*=UTF-8''estudio-nunoa-pasaje-los-copihues.docx`,
    );
  });

  it('renders a report saved without the optional lists', async () => {
    const record = await createReport(alice.pb, {
      output: { today: '2026-03-05T03:00:00.000Z', notes: null },
    });
    const response = await request(app)
      .get(`/api/download/pdf?report_id=${record.id}`)
      .set('Authorization', bearer(alice));
    expect(response.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const record = await createReport(alice.pb, { output: typicalReport() });
    const response = await request(app).get(`/api/download/pdf?report_id=${record.id}`);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('answers 404 for another user’s report, a missing id and a malformed id', async () => {
    const theirs = await createReport(bob.pb, { output: typicalReport() });
    for (const id of [theirs.id, 'zzzzzzzzzzzzzzz', '../../users']) {
      const response = await request(app)
        .get('/api/download/docx')
        .query({ report_id: id })
        .set('Authorization', bearer(alice));
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({
        code: 'REPORT_NOT_FOUND',
        message: 'No se encontró el reporte solicitado o no tienes acceso a él.',
      });
    }
  });

  it('answers 400 without report_id', async () => {
    for (const path of ['/api/download/pdf', '/api/download/pdf?report_id=']) {
      const response = await request(app).get(path).set('Authorization', bearer(alice));
      expect(response.status, path).toBe(400);
      expect(response.body.code).toBe('REPORT_ID_REQUIRED');
    }
  });

  it('answers 422 when the saved output does not match the report schema', async () => {
    const record = await createReport(alice.pb, {
      output: { property_registry_history: [{ fojas: 'muchas' }] },
    });
    const response = await request(app)
      .get(`/api/download/pdf?report_id=${record.id}`)
      .set('Authorization', bearer(alice));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('REPORT_OUTPUT_INVALID');
  });

  it('answers 422 naming the field when a saved report is over the size limits', async () => {
    const output = typicalReport();
    const [owner] = output.property_registry_history[0]?.propietarios ?? [];
    if (!owner) throw new Error('dev-02 has no owner');
    owner.nombre = 'N'.repeat(5_000);
    const record = await createReport(alice.pb, { output });
    const response = await request(app)
      .get(`/api/download/pdf?report_id=${record.id}`)
      .set('Authorization', bearer(alice));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'REPORT_TOO_LARGE',
      message: '«Historial de inscripciones 1 › Propietarios 1 › Nombre» admite hasta 1.000 caracteres.',
    });
  });
});

describe('render fairness and budgets', () => {
  const appWith = (renderer: ReturnType<typeof createReportRenderer>) =>
    express()
      .use(pinoHttp({ logger: pino({ level: 'silent' }) }))
      .use(downloadRouter(server.url, renderer))
      .use(errorHandler);

  it('serves another user’s download while one user’s heavy downloads wait their turn', async () => {
    const renderer = createReportRenderer({ timeoutMs: 60_000, maxWaitingPerUser: 1 });
    try {
      const fair = appWith(renderer);
      const heavy = await createReport(alice.pb, { output: largeReport() });
      const light = await createReport(bob.pb, { output: typicalReport() });
      const finished: string[] = [];
      const download = (user: TestUser, id: string, label: string) =>
        request(fair)
          .get(`/api/download/pdf?report_id=${id}`)
          .set('Authorization', bearer(user))
          .then((response) => {
            if (response.status === 200) finished.push(label);
            return response;
          });
      const alices = [1, 2, 3].map((n) => download(alice, heavy.id, `alice-${n}`));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const bobs = download(bob, light.id, 'bob');
      const responses = await Promise.all([...alices, bobs]);
      // One of Alice's renders runs, one waits its turn and the third is refused at once.
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 429]);
      const refused = responses.find((response) => response.status === 429);
      expect(refused?.body.message).toMatch(/descargas en preparación/);
      expect(refused?.headers['retry-after']).toBe('10');
      // Bob's download did not wait for Alice's: it ended before her first heavy one.
      expect(finished[0]).toBe('bob');
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it('answers a Spanish 503, not a 500, when a render overruns its time budget', async () => {
    const renderer = createReportRenderer({ timeoutMs: 50 });
    try {
      const record = await createReport(alice.pb, { output: largeReport() });
      const response = await request(appWith(renderer))
        .get(`/api/download/docx?report_id=${record.id}`)
        .set('Authorization', bearer(alice));
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('RENDER_TIMEOUT');
      expect(response.body.message).toMatch(/tardó demasiado/);
    } finally {
      await renderer.close();
    }
  });
});
