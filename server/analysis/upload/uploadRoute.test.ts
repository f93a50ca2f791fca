import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPropertyName } from '../../../common/format/propertyName';
import { searchKey } from '../../../common/record/listFields';
import { studyDateOn, withStudyDate } from '../../../common/report/studyDate';
import { createReport } from '../../../tests/factories/reports';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { createTestGateway, type TestGateway } from '../../../tests/support/gatewayHarness';
import { jobEnded } from '../../../tests/support/analysisJobs';
import { tgrCertificatePdf } from '../../../tests/support/certificatePdfs';
import { encryptedPdf, manyPagePdf, truncatedPdf, zeroPagePdf } from '../../../tests/support/hostilePdfs';
import { startTestPocketBase, type TestPocketBase } from '../../../tests/support/pocketbaseHarness';

const DOSSIER = path.resolve(import.meta.dirname, '../../../../shared/corpus/dev/dev-01/docs');
const corpusPdf = (name: string) => readFileSync(path.join(DOSSIER, name));

let pb: TestPocketBase;
let gateway: TestGateway;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  pb = await startTestPocketBase();
  gateway = createTestGateway({ pb });
  owner = await createUser(pb.url, { name: 'Dueña del reporte' });
  stranger = await createUser(pb.url, { name: 'Otra persona' });
});

afterAll(async () => {
  await pb?.stop();
});

const upload = (
  token: string | undefined,
  files: [Buffer, string][],
  method: 'post' | 'patch' = 'post',
  id = '',
) => {
  const url = method === 'post' ? '/analysis/api/upload_files' : `/analysis/api/upload_files/${id}`;
  const req = request(gateway.app)[method](url);
  if (token) req.set('authorization', `Bearer ${token}`);
  for (const [bytes, name] of files)
    req.attach('files', bytes, { filename: name, contentType: 'application/pdf' });
  return req;
};

/** An upload answered at once (202) whose background job then ended; with the job as it ended. */
async function analysed(answer: PromiseLike<request.Response>, user: TestUser = owner) {
  const response = await answer;
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  return { response, job: await jobEnded(user, response.body.job_id) };
}

async function reportsOf(user: TestUser) {
  return user.pb.collection('new_reports').getFullList({ sort: 'created' });
}

describe('POST /api/upload_files', () => {
  it('analyses the PDFs and creates the report as the caller, with the sources and provenance', async () => {
    const { response, job } = await analysed(
      upload(owner.token, [
        [corpusPdf('01_dominio_vigente.pdf'), '01_dominio_vigente.pdf'],
        [corpusPdf('04_gp.pdf'), '04_gp.pdf'],
      ]),
    );
    expect(job).toMatchObject({
      state: 'done',
      files_total: 2,
      files_done: 2,
      report: response.body.report_id,
    });
    const record = await owner.pb.collection('new_reports').getOne(response.body.report_id);
    expect(record.owner).toBe(owner.record.id);
    // Named from the property the documents describe, and dated on the day of the analysis (#20).
    expect(record.name).toBe(
      formatPropertyName({
        address: record.property_address,
        comuna: record.property_comuna,
        rol: record.property_rol,
      }),
    );
    expect(record.name).toContain(`rol ${record.property_rol}`);
    expect(record.sort_name).toBe(searchKey(record.name));
    // The study is of the record's day (the upload stores the report before its analysis).
    expect(withStudyDate(record.output, record.created).study_date).toBe(
      studyDateOn(new Date(record.created.replace(' ', 'T'))),
    );
    expect(record.output.property_registry_history[0].fojas).toBeGreaterThan(0);
    expect(record.output.gp_certificates).toHaveLength(1);
    expect(record.source_pdfs).toHaveLength(2);
    expect(record.analysis.documents.map((d: { type: string }) => d.type)).toEqual(['dominio_vigente', 'gp']);
    expect(record.analysis.provenance['property_registry_history[0].fojas'].file).toBe(
      '01_dominio_vigente.pdf',
    );
    // Every upload is kept in source_pdfs order, and the row carries the dashboard's columns.
    expect(record.analysis.files.map((file: { name: string }) => file.name)).toEqual([
      '01_dominio_vigente.pdf',
      '04_gp.pdf',
    ]);
    expect(record).toMatchObject({ document_count: 2, review_status: 'borrador' });
    expect(record.property_rol).not.toBe('');
    expect(record.owner_names).not.toBe('');
    expect(['rojo', 'amarillo', 'verde']).toContain(record.traffic_light);
    expect(record.search_text).toContain(record.property_rol);
  });

  it('refuses malformed multipart with a Spanish 400 and stores nothing', async () => {
    const before = (await reportsOf(owner)).length;
    const part = Buffer.concat([
      Buffer.from(
        '--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
      ),
      corpusPdf('09_no_matrimonio.pdf'),
      Buffer.from('\r\n--XYZ--\r\n'),
    ]);
    const cases: [string, Buffer][] = [
      ['multipart/form-data', part],
      ['multipart/form-data; boundary=OTRO', part],
      ['multipart/form-data; boundary=XYZ', part.subarray(0, part.length / 2)],
      ['multipart/form-data; boundary=XYZ', Buffer.from('--XYZ\r\nsin cabeceras\r\n\r\nx\r\n--XYZ--\r\n')],
    ];
    for (const [contentType, body] of cases) {
      const response = await request(gateway.app)
        .post('/analysis/api/upload_files')
        .set('authorization', `Bearer ${owner.token}`)
        .set('content-type', contentType)
        .send(body);
      expect(response.status, contentType).toBe(400);
      expect(response.body.code).toBe('MALFORMED_UPLOAD');
      expect(response.body.message).toMatch(/Vuelve a seleccionarlos/);
    }
    expect((await reportsOf(owner)).length).toBe(before);
  });

  it('stores a file whose name is 300 ñ, under its name cut on whole characters', async () => {
    const { response } = await analysed(
      upload(owner.token, [[corpusPdf('09_no_matrimonio.pdf'), `${'ñ'.repeat(300)}.pdf`]]),
    );
    const record = await owner.pb.collection('new_reports').getOne(response.body.report_id);
    expect(record.source_pdfs).toHaveLength(1);
    expect(record.analysis.files[0].name).toBe(`${'ñ'.repeat(98)}.pdf`);
    expect(record.analysis.documents[0].file).toBe(`${'ñ'.repeat(98)}.pdf`);
  });

  it('answers 401 without a valid token and stores nothing', async () => {
    const before = (await reportsOf(owner)).length;
    expect((await upload(undefined, [[corpusPdf('04_gp.pdf'), 'gp.pdf']])).status).toBe(401);
    expect((await upload('invalido', [[corpusPdf('04_gp.pdf'), 'gp.pdf']])).status).toBe(401);
    expect((await reportsOf(owner)).length).toBe(before);
  });

  it('refuses a request without files, a non-PDF and requests past the limits, in Spanish', async () => {
    const none = await request(gateway.app)
      .post('/analysis/api/upload_files')
      .set('authorization', `Bearer ${owner.token}`)
      .field('nada', 'x');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No se seleccionaron archivos');

    const notPdf = await upload(owner.token, [[Buffer.from('PK\u0003\u0004 no soy un pdf'), 'planilla.pdf']]);
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.message).toContain('planilla.pdf');
    const { job: twoNotPdf } = await analysed(
      upload(owner.token, [
        [Buffer.from('PK\u0003\u0004 no soy un pdf'), 'planilla.pdf'],
        [zeroPagePdf(), 'vacio.pdf'],
        [Buffer.from('GIF89a'), 'foto.pdf'],
      ]),
    );
    // The one PDF is read and has nothing to read: the job's failure still names every file's reason.
    expect(twoNotPdf).toMatchObject({ state: 'failed', error_code: 'NOTHING_READABLE' });
    expect(twoNotPdf.error_message).toMatch(/"vacio\.pdf": el PDF no tiene páginas/);
    expect(twoNotPdf.error_message).toContain('«planilla.pdf» no es un PDF.');
    expect(twoNotPdf.error_message).toContain('«foto.pdf» no es un PDF.');

    const tooMany = await upload(
      owner.token,
      Array.from({ length: 6 }, (_, i): [Buffer, string] => [zeroPagePdf(), `vacio-${i}.pdf`]),
    );
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toMatch(/demasiados archivos/);

    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 32)]);
    const tooBig = await upload(owner.token, [[big, 'enorme.pdf']]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('El archivo «enorme.pdf» supera el tamaño máximo de 2 MB por archivo.');
  });

  it('turns unreadable PDFs into Spanish notes, and fails the job when nothing is readable', async () => {
    const { response: mixed } = await analysed(
      upload(owner.token, [
        [truncatedPdf(path.join(DOSSIER, '05_deuda_tgr.pdf')), 'cortado.pdf'],
        [encryptedPdf(), 'protegido.pdf'],
        [zeroPagePdf(), 'sin-paginas.pdf'],
        [corpusPdf('09_no_matrimonio.pdf'), '09_no_matrimonio.pdf'],
      ]),
    );
    const record = await owner.pb.collection('new_reports').getOne(mixed.body.report_id);
    const notes: string[] = record.output.notes;
    for (const name of ['cortado.pdf', 'protegido.pdf', 'sin-paginas.pdf']) {
      expect(
        notes.some((note) => note.includes(name)),
        name,
      ).toBe(true);
    }

    const { job: nothing } = await analysed(
      upload(owner.token, [
        [encryptedPdf(), 'protegido.pdf'],
        [truncatedPdf(path.join(DOSSIER, '04_gp.pdf')), 'cortado.pdf'],
      ]),
    );
    expect(nothing).toMatchObject({ state: 'failed', error_code: 'NOTHING_READABLE' });
    expect(nothing.error_message).toMatch(/^No se pudo leer ninguno de los archivos PDF enviados\./);
    // Each file with its own reason.
    expect(nothing.error_message).toMatch(/"protegido\.pdf".*"cortado\.pdf"/s);
  });

  it('refuses a single PDF over the reading limits with its reason, not the generic 422', async () => {
    const { job } = await analysed(upload(owner.token, [[manyPagePdf(3000), 'miles-de-paginas.pdf']]));
    expect(job).toMatchObject({ state: 'failed', error_code: 'NOTHING_READABLE' });
    expect(job.error_message).toMatch(/miles-de-paginas\.pdf.*3000 páginas/);
  });

  it('analyses the good files of a mixed batch and names each file left out with its reason', async () => {
    const { response, job } = await analysed(
      upload(owner.token, [
        [Buffer.alloc(0), 'vacio.pdf'],
        [corpusPdf('04_gp.pdf'), '04_gp.pdf'],
        [Buffer.from('Notas de la reunión con el cliente'), 'notas.pdf'],
        [corpusPdf('04_gp.pdf'), 'gp-copia.pdf'],
        [encryptedPdf(), 'protegido.pdf'],
      ]),
    );
    // The upload names what it left out at once; the job adds what the analysis could not read.
    expect(response.body.refused.map((file: { name: string }) => file.name)).toEqual([
      'vacio.pdf',
      'notas.pdf',
      'gp-copia.pdf',
    ]);
    expect(job.refused).toEqual([
      { name: 'vacio.pdf', code: 'EMPTY_FILE', message: '«vacio.pdf» está vacío' },
      { name: 'notas.pdf', code: 'NOT_PDF', message: '«notas.pdf» no es un PDF' },
      {
        name: 'gp-copia.pdf',
        code: 'REPEATED_IN_UPLOAD',
        message: '«gp-copia.pdf» repite el contenido de otro archivo de este envío',
      },
      {
        name: 'protegido.pdf',
        code: 'UNREADABLE',
        message: '«protegido.pdf» no se pudo leer (el detalle queda en las notas del reporte)',
      },
    ]);
    const record = await owner.pb.collection('new_reports').getOne(response.body.report_id);
    expect(record.analysis.documents.map((d: { file: string }) => d.file)).toEqual(['04_gp.pdf']);
    expect(record.output.gp_certificates).toHaveLength(1);

    const onlyBad = await upload(owner.token, [
      [Buffer.alloc(0), 'vacio.pdf'],
      [Buffer.from('texto'), 'notas.pdf'],
    ]);
    expect(onlyBad.status).toBe(400);
    expect(onlyBad.body).toMatchObject({ code: 'EMPTY_FILE' });
    expect(onlyBad.body.message).toContain('«vacio.pdf» está vacío; «notas.pdf» no es un PDF');
  });

  it('answers a retry with the same Idempotency-Key with the report the first stored, never a second one', async () => {
    const keyed = (user: TestUser, key: string) =>
      upload(user.token, [[corpusPdf('04_gp.pdf'), '04_gp.pdf']]).set('idempotency-key', key);
    const before = (await reportsOf(owner)).length;

    const first = await keyed(owner, 'clave-reintento-1');
    expect(first.status).toBe(202);
    const retry = await keyed(owner, 'clave-reintento-1');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ report_id: first.body.report_id, job_id: first.body.job_id, refused: [] });

    // Two attempts at once (the first's answer lost on the way) store one report and one job.
    const [a, b] = await Promise.all([keyed(owner, 'clave-reintento-2'), keyed(owner, 'clave-reintento-2')]);
    expect(a.body.report_id).toBe(b.body.report_id);
    expect(a.body.job_id).toBe(b.body.job_id);
    expect((await reportsOf(owner)).length).toBe(before + 2);
    const jobsOf = await owner.pb.collection('analysis_jobs').getFullList({
      filter: `report = "${a.body.report_id}" || report = "${first.body.report_id}"`,
    });
    expect(jobsOf).toHaveLength(2);

    // A retry after the analysis ended still answers the same report and job.
    await jobEnded(owner, first.body.job_id);
    const late = await keyed(owner, 'clave-reintento-1');
    expect(late.body).toMatchObject({ report_id: first.body.report_id, job_id: first.body.job_id });

    // Keys are each user's own.
    const theirs = await keyed(stranger, 'clave-reintento-1');
    expect(theirs.status).toBe(202);
    expect(theirs.body.report_id).not.toBe(first.body.report_id);

    const invalid = await keyed(owner, 'mala clave!');
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('INVALID_UPLOAD_KEY');
  });

  it('refuses a PDF declaring thousands of pages without reading them', async () => {
    const { response } = await analysed(
      upload(owner.token, [
        [manyPagePdf(3000), 'miles-de-paginas.pdf'],
        [corpusPdf('09_no_matrimonio.pdf'), '09_no_matrimonio.pdf'],
      ]),
    );
    const record = await owner.pb.collection('new_reports').getOne(response.body.report_id);
    expect(record.output.notes.some((note: string) => /miles-de-paginas\.pdf.*3000 páginas/.test(note))).toBe(
      true,
    );
  });
});

describe('PATCH /api/upload_files/:id', () => {
  it('merges new documents into the report, keeps manual edits and ignores a repeated file', async () => {
    const { response: created } = await analysed(
      upload(owner.token, [[corpusPdf('04_gp.pdf'), '04_gp.pdf']]),
    );
    const id: string = created.body.report_id;
    const record = await owner.pb.collection('new_reports').getOne(id);
    const edited = { ...record.output, notes: ['Nota manual del abogado'] };
    edited.gp_certificates[0].domicilio = 'Editado a mano';
    await owner.pb.collection('new_reports').update(id, { output: edited });

    const { response: patched } = await analysed(
      upload(
        owner.token,
        [
          [corpusPdf('04_gp.pdf'), '04_gp-otra-vez.pdf'],
          [corpusPdf('05_deuda_tgr.pdf'), '05_deuda_tgr.pdf'],
        ],
        'patch',
        id,
      ),
    );
    expect(patched.body).toEqual({
      report_id: id,
      job_id: expect.any(String),
      refused: [
        {
          name: '04_gp-otra-vez.pdf',
          code: 'ALREADY_IN_REPORT',
          message: '«04_gp-otra-vez.pdf» ya estaba en el reporte',
        },
      ],
    });

    const after = await owner.pb.collection('new_reports').getOne(id);
    expect(after.output.gp_certificates).toHaveLength(1);
    expect(after.output.gp_certificates[0].domicilio).toBe('Editado a mano');
    expect(after.output.debt_certificates).toHaveLength(1);
    expect(after.output.notes).toContain('Nota manual del abogado');
    expect(after.source_pdfs).toHaveLength(2);
    expect(after.analysis.documents.map((d: { type: string }) => d.type)).toEqual(['gp', 'deuda_tgr']);
  });

  it('names a report nobody named once the documents tell its property, and keeps its study date', async () => {
    const { response: created } = await analysed(
      upload(owner.token, [[corpusPdf('09_no_matrimonio.pdf'), 'no_matrimonio.pdf']]),
    );
    const id: string = created.body.report_id;
    const before = await owner.pb.collection('new_reports').getOne(id);
    expect(before.name).toMatch(/^Reporte \d{2}-\d{2}-\d{4}$/);
    await owner.pb
      .collection('new_reports')
      .update(id, { output: { ...before.output, study_date: '2025-09-10T03:00:00.000Z' } });

    await analysed(upload(owner.token, [[corpusPdf('06_avaluo_fiscal.pdf'), 'avaluo.pdf']], 'patch', id));
    const after = await owner.pb.collection('new_reports').getOne(id);
    expect(after.property_rol).not.toBe('');
    expect(after.name).toContain(after.property_address);
    expect(after.name).toContain(`rol ${after.property_rol}`);
    expect(after.sort_name).toBe(searchKey(after.name));
    expect(after.output.study_date).toBe('2025-09-10T03:00:00.000Z');

    // A name the user gave stays.
    await owner.pb.collection('new_reports').update(id, { name: 'Estudio Banco Andino' });
    await analysed(upload(owner.token, [[corpusPdf('05_deuda_tgr.pdf'), 'deuda.pdf']], 'patch', id));
    expect((await owner.pb.collection('new_reports').getOne(id)).name).toBe('Estudio Banco Andino');
  });

  it('keeps one copy of each content, names files apart, and moves review marks with their entries', async () => {
    const { response: created } = await analysed(
      upload(owner.token, [[corpusPdf('03_titulo_anterior_1.pdf'), 'titulo.pdf']]),
    );
    const id: string = created.body.report_id;
    const before = await owner.pb.collection('new_reports').getOne(id);
    const earlierFojas = before.output.property_registry_history[0].fojas;
    const marked = await request(gateway.app)
      .post(`/analysis/api/reports/${id}/marks`)
      .set('authorization', `Bearer ${owner.token}`)
      .send({
        upsert: [
          {
            kind: 'field',
            path: 'property_registry_history[0].fojas',
            state: 'confirmed',
            value: earlierFojas,
          },
        ],
      });
    expect(marked.status).toBe(200);

    // The current inscription (newer) goes first; the same content under two names is read once.
    await analysed(
      upload(
        owner.token,
        [
          [corpusPdf('01_dominio_vigente.pdf'), 'titulo.pdf'],
          [corpusPdf('01_dominio_vigente.pdf'), 'copia.pdf'],
          [corpusPdf('03_titulo_anterior_1.pdf'), 'otra-vez.pdf'],
        ],
        'patch',
        id,
      ),
    );
    const after = await owner.pb.collection('new_reports').getOne(id);
    expect(after.analysis.files.map((file: { name: string }) => file.name)).toEqual([
      'titulo.pdf',
      'titulo (2).pdf',
    ]);
    expect(after.source_pdfs).toHaveLength(2);
    expect(after.output.property_registry_history).toHaveLength(2);
    expect(after.output.property_registry_history[1].fojas).toBe(earlierFojas);
    expect(after.document_count).toBe(2);
    const marks = await owner.pb.collection('review_marks').getFullList({ filter: `report = "${id}"` });
    expect(marks.map((mark) => mark.target)).toEqual(['property_registry_history[1].fojas']);
  });

  it('compares the new documents with those the report holds, leaving out values a person wrote', async () => {
    const tgr = tgrCertificatePdf('120-06120-009');
    const conflicts = async (edit: boolean) => {
      const { response: created } = await analysed(
        upload(owner.token, [[corpusPdf('01_dominio_vigente.pdf'), 'dominio.pdf']]),
      );
      const id: string = created.body.report_id;
      if (edit) {
        const record = await owner.pb.collection('new_reports').getOne(id);
        record.output.property_registry_history[0].rol_avaluo = '1-1';
        await owner.pb.collection('new_reports').update(id, { output: record.output });
        const path = 'property_registry_history[0].rol_avaluo';
        await request(gateway.app)
          .post(`/analysis/api/reports/${id}/marks`)
          .set('authorization', `Bearer ${owner.token}`)
          .send({ upsert: [{ kind: 'field', path, state: 'edited', value: '1-1' }] })
          .expect(200);
      }
      await analysed(upload(owner.token, [[tgr, 'tgr.pdf']], 'patch', id));
      const { provenance } = (await owner.pb.collection('new_reports').getOne(id)).analysis;
      return [
        provenance['property_registry_history[0].rol_avaluo'].conflicts,
        provenance['debt_certificates[0].rol_avaluo'].conflicts,
      ];
    };
    expect(await conflicts(false)).toMatchObject([
      [{ value: '6120-9', file: 'tgr.pdf', page: 1 }],
      [{ file: 'dominio.pdf' }],
    ]);
    expect(await conflicts(true)).toEqual([undefined, undefined]);
  });

  it('answers 404 for another user’s report and for a malformed id, and 401 without a token', async () => {
    const theirs = await createReport(stranger.pb, { name: 'Ajeno' });
    const files: [Buffer, string][] = [[corpusPdf('04_gp.pdf'), '04_gp.pdf']];
    const other = await upload(owner.token, files, 'patch', theirs.id);
    expect(other.status).toBe(404);
    expect(other.body.message).toMatch(/No se encontró el reporte/);
    expect((await upload(owner.token, files, 'patch', 'no-es-un-id')).status).toBe(404);
    expect((await upload(undefined, files, 'patch', theirs.id)).status).toBe(401);
    expect(
      (await stranger.pb.collection('new_reports').getOne(theirs.id)).output.gp_certificates,
    ).toBeUndefined();
  });
});
