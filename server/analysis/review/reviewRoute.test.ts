import express from 'express';
import type PocketBase from 'pocketbase';

import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gp, report } from '../../../tests/factories/findings';
import { newLien } from '../../../common/documents/types/gp';
import { pendingReviewItems } from '../../../common/review/pending';
import {
  analysisData,
  createAnalysedReport,
  createReport,
  provenance,
} from '../../../tests/factories/reports';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { startTestPocketBase, type TestPocketBase } from '../../../tests/support/pocketbaseHarness';
import { signInService } from '../../../tests/support/serviceSuperuser';
import { errorHandler } from '../../http/errors';
import { serviceClient } from '../../pocketbase/clients';
import { reviewRouter } from './reviewRoute';
import { statusOf } from '../../../tests/support/statusOf';

let server: TestPocketBase;
let service: PocketBase;
let alice: TestUser;
let bob: TestUser;
let app: express.Express;

function appWith(service: Parameters<typeof reviewRouter>[0]['service']): express.Express {
  const created = express();
  created.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
  created.use(reviewRouter({ pocketbaseUrl: server.url, service }));
  created.use(errorHandler);
  return created;
}

beforeAll(async () => {
  server = await startTestPocketBase();
  service = await signInService(server.url, server.superuser);
  alice = await createUser(server.url, { name: 'Alicia Soto' });
  bob = await createUser(server.url, { name: 'Roberto Díaz' });
  app = appWith(serviceClient(server.url, server.superuser));
});

afterAll(async () => {
  await server?.stop();
});

const LIEN = 'gp_certificates[0].gravamenes[0]';
const UNSURE = 'gp_certificates[0].ano';
/** A GP with a mortgage the engine read, and a year it doubts; the lawyer's conclusion written. */
const CONCLUSION = 'Los títulos están ajustados a derecho, salvo la hipoteca vigente.';
const output = report({
  conclusion: CONCLUSION,
  gp_certificates: [
    gp({ gravamenes: [{ ...newLien(), fojas: 5, numero: 6, ano: 2019, acreedor: 'BANCO' }] }),
  ],
});
const analysis = analysisData({
  provenance: { [`${LIEN}.fojas`]: provenance(), [UNSURE]: provenance({ confidence: 0.3 }) },
});
const [lienItem] = pendingReviewItems({
  report: output,
  provenance: analysis.provenance,
  facts: analysis.facts,
  marks: [],
  referenceDate: new Date(),
});
const lienKey = lienItem?.kind === 'encumbrance' ? lienItem.key : '';

const seeded = (overrides: Record<string, unknown> = {}) =>
  createAnalysedReport(service, alice.record.id, {
    name: 'Estudio con hipoteca',
    output,
    analysis,
    ...overrides,
  });

const post = (user: TestUser | undefined, path: string, body: unknown, on = app) => {
  const pending = request(on)
    .post(`/api/reports/${path}`)
    .send(body as object);
  return user ? pending.set('authorization', `Bearer ${user.token}`) : pending;
};

describe('review marks', () => {
  it('stores confirmations and finding reviews with the reviewer, and lists them', async () => {
    const record = await seeded();
    const response = await post(alice, `${record.id}/marks`, {
      upsert: [
        { kind: 'field', path: UNSURE, state: 'confirmed', value: 2019, comment: 'Visto en la página 1' },
        { kind: 'finding', key: lienKey, comment: 'Se alzará en la compraventa' },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.marks).toHaveLength(2);
    expect(response.body.marks[0]).toMatchObject({
      kind: 'field',
      path: UNSURE,
      state: 'confirmed',
      value: 2019,
      comment: 'Visto en la página 1',
      reviewerId: alice.record.id,
      reviewerName: 'Alicia Soto',
    });
    expect(Date.parse(response.body.marks[0].at)).not.toBeNaN();

    const listed = await request(app)
      .get(`/api/reports/${record.id}/marks`)
      .set('authorization', `Bearer ${alice.token}`);
    expect(listed.body.marks).toEqual(response.body.marks);

    const removed = await post(alice, `${record.id}/marks`, { remove: [{ kind: 'finding', key: lienKey }] });
    expect(removed.body.marks.map((mark: { kind: string }) => mark.kind)).toEqual(['field']);
  });

  it('refuses malformed marks in Spanish', async () => {
    const record = await seeded();
    for (const body of [
      {},
      { upsert: [{ kind: 'field', path: 'no es ruta', state: 'confirmed', value: 1 }] },
    ]) {
      const response = await post(alice, `${record.id}/marks`, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('INVALID_REQUEST');
    }
  });

  it('keeps marks to the report’s owner, through the API and through PocketBase', async () => {
    const record = await seeded();
    await post(alice, `${record.id}/marks`, { upsert: [{ kind: 'finding', key: lienKey, comment: '' }] });
    expect((await post(bob, `${record.id}/marks`, { upsert: [{ kind: 'finding', key: 'x' }] })).status).toBe(
      404,
    );
    const bobList = await request(app)
      .get(`/api/reports/${record.id}/marks`)
      .set('authorization', `Bearer ${bob.token}`);
    expect(bobList.status).toBe(404);
    expect((await post(undefined, `${record.id}/marks`, { upsert: [] })).status).toBe(401);

    const marks = bob.pb.collection('review_marks');
    expect(
      await statusOf(marks.create({ report: record.id, kind: 'finding', target: 'x', state: 'reviewed' })),
    ).toBe(400);
    const [aliceMark] = await alice.pb
      .collection('review_marks')
      .getFullList({ filter: `report = "${record.id}"` });
    expect(await statusOf(marks.update(aliceMark?.id ?? '', { comment: 'tomado' }))).toBe(404);
    expect(await statusOf(marks.delete(aliceMark?.id ?? ''))).toBe(404);
    // A mark cannot be moved to another report, nor carry another reviewer's name.
    const theirs = await createReport(bob.pb, { output });
    expect(
      await statusOf(alice.pb.collection('review_marks').update(aliceMark?.id ?? '', { report: theirs.id })),
    ).toBe(404);
    const forged = await alice.pb
      .collection('review_marks')
      .update(aliceMark?.id ?? '', { comment: 'otro', reviewer_name: 'Roberto Díaz' });
    expect(forged.reviewer_name).toBe('Alicia Soto');
  });
});

describe('review status', () => {
  it('refuses revisado while the engine’s lien and an unsure value are unconfirmed', async () => {
    const record = await seeded();
    const refused = await post(alice, `${record.id}/status`, { status: 'revisado' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('REVIEW_PENDING');
    expect(refused.body.message).toBe(
      'No se puede marcar como revisado: hay 1 gravamen o prohibición sin confirmar y 1 valor dudoso sin confirmar. Confírmalos o indica el motivo para marcarlo igualmente.',
    );
    expect((await alice.pb.collection('new_reports').getOne(record.id)).review_status).toBe('borrador');
  });

  it('marks revisado once everything is confirmed, naming who and when', async () => {
    const record = await seeded();
    await post(alice, `${record.id}/marks`, {
      upsert: [
        { kind: 'field', path: UNSURE, state: 'confirmed', value: 2019 },
        { kind: 'finding', key: lienKey, comment: '' },
      ],
    });
    const response = await post(alice, `${record.id}/status`, { status: 'revisado' });
    expect(response.status).toBe(200);
    expect(response.body.review).toMatchObject({
      status: 'revisado',
      byId: alice.record.id,
      byName: 'Alicia Soto',
      override: null,
    });
    const stored = await alice.pb
      .collection('new_reports')
      .getOne(record.id, { fields: 'review_status,version' });
    expect(stored.review_status).toBe('revisado');
    expect(response.body.version).toBe(stored.version);
  });

  it('refuses revisado without the lawyer’s conclusion, even with a reason (issue #20)', async () => {
    const record = await seeded({ output: { ...output, conclusion: '  ' } });
    const refused = await post(alice, `${record.id}/status`, {
      status: 'revisado',
      override: { reason: 'El cliente aportó el alzamiento de la hipoteca.' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('REVIEW_CONCLUSION_MISSING');
    expect((await alice.pb.collection('new_reports').getOne(record.id)).review_status).toBe('borrador');
  });

  it('keeps the gate’s evidence out of the user’s reach: a PATCH emptying the analysis is refused', async () => {
    const record = await seeded();
    const reports = alice.pb.collection('new_reports');
    expect(await statusOf(reports.update(record.id, { analysis: analysisData() }))).toBe(403);
    expect((await post(alice, `${record.id}/status`, { status: 'revisado' })).body.code).toBe(
      'REVIEW_PENDING',
    );
  });

  it('records an override with its reason and what was pending', async () => {
    const record = await seeded();
    const short = await post(alice, `${record.id}/status`, {
      status: 'revisado',
      override: { reason: 'ok' },
    });
    expect(short.status).toBe(400);
    const response = await post(alice, `${record.id}/status`, {
      status: 'revisado',
      override: { reason: 'El cliente aportó el alzamiento de la hipoteca.' },
    });
    expect(response.status).toBe(200);
    expect(response.body.review.override).toMatchObject({
      reason: 'El cliente aportó el alzamiento de la hipoteca.',
      byName: 'Alicia Soto',
      pending: '1 gravamen o prohibición sin confirmar y 1 valor dudoso sin confirmar',
    });
    const back = await post(alice, `${record.id}/status`, { status: 'en_revision' });
    expect(back.body.review).toMatchObject({ status: 'en_revision', override: null });
  });

  it('cannot be set on another user’s report, nor by a direct PocketBase write', async () => {
    const record = await seeded();
    expect((await post(bob, `${record.id}/status`, { status: 'en_revision' })).status).toBe(404);
    expect((await post(alice, 'no-es-un-id/status', { status: 'en_revision' })).status).toBe(404);
    expect((await post(alice, `${record.id}/status`, { status: 'aprobado' })).status).toBe(400);
    const reports = alice.pb.collection('new_reports');
    expect(await statusOf(reports.update(record.id, { review_status: 'revisado' }))).toBe(403);
    expect(await statusOf(reports.update(record.id, { review_override: { reason: 'x' } }))).toBe(403);
    expect(await statusOf(reports.update(record.id, { review_status_by_name: 'Alguien' }))).toBe(403);
    const created = await reports.create({
      name: 'x',
      review_status: 'revisado',
      review_status_by_name: 'Yo',
    });
    expect(created).toMatchObject({ review_status: 'borrador', review_status_by_name: '' });
  });

  it('answers 503 in Spanish where the server has no service account', async () => {
    const record = await seeded();
    const response = await post(alice, `${record.id}/status`, { status: 'en_revision' }, appWith(undefined));
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('REVIEW_UNAVAILABLE');
  });
});
