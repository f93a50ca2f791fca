import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../common/errors';
import { analysisData, createAnalysedReport, createReport, reportData } from '../factories/reports';
import type { TestUser } from '../factories/users';
import { pocketBaseWithTwoUsers } from '../support/twoUsers';
import { statusOf } from '../support/statusOf';

const env = pocketBaseWithTwoUsers();

const reports = (user: TestUser) => user.pb.collection('new_reports');

function outputWithNotes(notes: string[]): Record<string, unknown> {
  const { output } = reportData();
  return { ...(output as Record<string, unknown>), notes };
}

async function versionsOf(user: TestUser, reportId: string) {
  return user.pb
    .collection('report_versions')
    .getFullList({ filter: `report = "${reportId}"`, sort: 'version', requestKey: null });
}

async function refusal(promise: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ClientResponseError) return error;
    throw error;
  }
  throw new Error('the request was accepted');
}

describe('no silent overwrite (issue #20 item 2)', () => {
  it('refuses a save based on an older version with a Spanish 409 and keeps the first save', async () => {
    const created = await createReport(env.alice.pb);
    expect(created.version).toBe(1);

    const first = await reports(env.alice).update(created.id, {
      output: outputWithNotes(['Primera pestaña']),
      version: 1,
    });
    expect(first.version).toBe(2);

    const stale = await refusal(
      reports(env.alice).update(created.id, { output: outputWithNotes(['Segunda pestaña']), version: 1 }),
    );
    expect(stale.status).toBe(409);
    expect(stale.response.message).toBe(API_ERRORS.REPORT_VERSION_CONFLICT.message);
    expect(stale.response.data).toMatchObject({ version: { code: 'report_version_conflict' } });

    const stored = await reports(env.alice).getOne(created.id);
    expect(stored.output.notes).toEqual(['Primera pestaña']);
    expect(stored.version).toBe(2);
    expect((await versionsOf(env.alice, created.id)).map((version) => version.version)).toEqual([1, 2]);
  });

  it('increments the version on every write, those that name none included', async () => {
    const created = await createReport(env.alice.pb);
    const renamed = await reports(env.alice).update(created.id, { name: 'Sin versión esperada' });
    expect(renamed.version).toBe(2);
    expect((await reports(env.alice).update(created.id, { name: 'Otra', version: 2 })).version).toBe(3);
  });
});

describe('versions (issue #20 item 1)', () => {
  it('keeps who, when, what changed with old and new values, and the engine’s value beside a correction', async () => {
    const created = await createAnalysedReport(env.service, env.alice.record.id);
    const engineNotes = created.output.notes as string[];
    await reports(env.alice).update(created.id, {
      name: 'Estudio corregido',
      output: outputWithNotes(['Corregido por la abogada']),
      version: 1,
    });

    const [analysed, edited] = await versionsOf(env.alice, created.id);
    expect(analysed).toMatchObject({ version: 1, kind: 'analysed', author: env.alice.record.id });
    expect(analysed?.output.notes).toEqual(engineNotes);
    expect(edited).toMatchObject({
      version: 2,
      kind: 'edited',
      author: env.alice.record.id,
      author_name: 'Alicia Soto',
      name: 'Estudio corregido',
    });
    expect(edited?.created).not.toBe('');
    expect(edited?.changes).toEqual(
      expect.arrayContaining([
        { path: 'name', before: 'Estudio calle Suecia 2871', after: 'Estudio corregido' },
        {
          path: 'notes[0]',
          before: engineNotes[0],
          after: 'Corregido por la abogada',
          engine: engineNotes[0],
        },
      ]),
    );
    expect(edited?.output.notes).toEqual(['Corregido por la abogada']);
  });

  it('marks a restore as a new version naming the version restored', async () => {
    const created = await createReport(env.alice.pb);
    await reports(env.alice).update(created.id, { output: outputWithNotes(['Cambio']), version: 1 });
    const [original] = await versionsOf(env.alice, created.id);
    if (!original) throw new Error('no version stored');
    const restored = await reports(env.alice).update(created.id, {
      name: original.name,
      output: original.output,
      version: 2,
      restored_from: 1,
    });
    expect(restored.output.notes).toEqual(['Propiedad con hipoteca vigente.']);
    const latest = (await versionsOf(env.alice, created.id)).at(-1);
    expect(latest).toMatchObject({ version: 3, kind: 'restored', restored_from: 1 });
  });

  it('shows each user only their own versions, and nobody may write them', async () => {
    const created = await createReport(env.alice.pb);
    const [version] = await versionsOf(env.alice, created.id);
    if (!version) throw new Error('no version stored');
    expect(await versionsOf(env.bob, created.id)).toEqual([]);
    expect(await statusOf(env.bob.pb.collection('report_versions').getOne(version.id))).toBe(404);
    const versions = env.alice.pb.collection('report_versions');
    expect(await statusOf(versions.update(version.id, { changes: [] }))).toBe(403);
    expect(await statusOf(versions.delete(version.id))).toBe(403);
    expect(
      await statusOf(
        versions.create({ report: created.id, owner: env.alice.record.id, version: 9, kind: 'edited' }),
      ),
    ).toBe(403);
  });
});

describe('an honest review stamp (issue #20 item 3)', () => {
  it('refuses a user’s write of the engine’s analysis, on create and on update', async () => {
    const created = await createAnalysedReport(env.service, env.alice.record.id);
    const forged = await refusal(
      reports(env.alice).update(created.id, { analysis: analysisData({ provenance: {} }) }),
    );
    expect(forged.status).toBe(403);
    expect(forged.response.message).toBe(API_ERRORS.ANALYSIS_SERVER_ONLY.message);
    expect(await statusOf(reports(env.alice).create({ ...reportData(), analysis: analysisData() }))).toBe(
      403,
    );
    expect((await reports(env.alice).getOne(created.id)).analysis).toEqual(analysisData());
  });

  it('refuses a user’s write of the status fields', async () => {
    const created = await createReport(env.alice.pb);
    expect(await statusOf(reports(env.alice).update(created.id, { review_status: 'revisado' }))).toBe(403);
    expect(await statusOf(reports(env.alice).update(created.id, { review_override: null }))).toBe(403);
  });

  it('puts a reviewed report back to "en revisión" when its content changes, the history keeping the stamp', async () => {
    const created = await createReport(env.alice.pb);
    const stamp = {
      review_status: 'revisado',
      review_status_by: env.alice.record.id,
      review_status_by_name: 'Alicia Soto',
      review_status_at: '2026-11-20 12:00:00.000Z',
    };
    await env.service
      .collection('new_reports')
      .update(created.id, { ...stamp, acted_by: env.alice.record.id });

    // A save of the same content (e.g. the list columns) keeps the stamp.
    const unchanged = await reports(env.alice).update(created.id, { output: created.output, version: 2 });
    expect(unchanged.review_status).toBe('revisado');

    const edited = await reports(env.alice).update(created.id, {
      output: outputWithNotes(['Nueva nota']),
      version: 3,
    });
    expect(edited).toMatchObject({
      review_status: 'en_revision',
      review_status_by: env.alice.record.id,
      review_status_by_name: 'Alicia Soto',
    });

    const versions = await versionsOf(env.alice, created.id);
    expect(versions.map((version) => version.kind)).toEqual(['created', 'status', 'edited', 'edited']);
    expect(versions[1]?.review).toMatchObject({ status: 'revisado', byName: 'Alicia Soto' });
    const reopened = versions[3]?.changes.find((change: { path: string }) => change.path === 'review');
    expect(reopened).toMatchObject({
      before: { status: 'revisado', byName: 'Alicia Soto' },
      after: { status: 'en_revision' },
    });
  });
});
