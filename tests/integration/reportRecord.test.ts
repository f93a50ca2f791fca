import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { listReports } from '../../client/src/dashboard/reportList';
import { saveReport } from '../../client/src/editor/api/reportRecords';
import {
  fetchFirmSettings,
  firmLogoUrl,
  FirmSettingsInputError,
  saveFirmSettings,
} from '../../client/src/settings/firmSettingsApi';
import { facts, report } from '../factories/findings';
import { emptyAnalysis } from '../../common/record/analysis';
import { readFirmLetterhead } from '../../server/analysis/reports/firmSettingsStore';
import { createAnalysedReport, createReport, heavyAnalysis } from '../factories/reports';
import { createUser, type TestUser } from '../factories/users';
import { pocketBaseWithTwoUsers } from '../support/twoUsers';
import { statusOf } from '../support/statusOf';

const env = pocketBaseWithTwoUsers();

describe('report bodies behind new_reports (SPEC §7 calls unchanged)', () => {
  it('answers the body on view and after a save, and never in lists', async () => {
    const created = await createAnalysedReport(env.service, env.alice.record.id, {
      analysis: { documents: [], provenance: {} },
    });
    expect(created.output.notes).toEqual(['Propiedad con hipoteca vigente.']);
    const viewed = await env.alice.pb.collection('new_reports').getOne(created.id);
    expect(viewed.name).toBe('Estudio calle Suecia 2871');
    expect(viewed.analysis).toEqual({ documents: [], provenance: {} });

    const saved = await env.alice.pb
      .collection('new_reports')
      .update(created.id, { name: 'Renombrado', output: { ...viewed.output, notes: ['Editado'] } });
    expect(saved.output.notes).toEqual(['Editado']);
    expect((await env.alice.pb.collection('new_reports').getOne(created.id)).analysis).toEqual(
      viewed.analysis,
    );
    expect(
      (await env.alice.pb.collection('new_reports').update(created.id, { name: 'Otra vez' })).output.notes,
    ).toEqual(['Editado']);

    const listed = await env.alice.pb.collection('new_reports').getFullList({ sort: '-created' });
    expect(listed.map((record) => record.id)).toContain(created.id);
    expect(listed.every((record) => !('output' in record) && !('analysis' in record))).toBe(true);
  });

  it('keeps bodies out of reach except through one’s own reports', async () => {
    const theirs = await createReport(env.bob.pb);
    const bodies = env.alice.pb.collection('report_bodies');
    expect(await statusOf(bodies.getList())).toBe(403);
    expect(await statusOf(bodies.getOne(theirs.id))).toBe(403);
    expect(await statusOf(bodies.update(theirs.id, { output: {} }))).toBe(403);
    expect(await statusOf(env.alice.pb.collection('new_reports').getOne(theirs.id))).toBe(404);
    expect(await statusOf(env.alice.pb.collection('new_reports').update(theirs.id, { output: {} }))).toBe(
      404,
    );
    expect((await env.bob.pb.collection('new_reports').getOne(theirs.id)).output.notes).toHaveLength(1);
  });

  it('refuses a body over its size with PocketBase’s 400, storing nothing', async () => {
    const before = (await env.alice.pb.collection('new_reports').getFullList()).length;
    const huge = { property_registry_history: [], notes: ['x'.repeat(21 * 1024 * 1024)] };
    expect(
      await statusOf(env.alice.pb.collection('new_reports').create({ name: 'enorme', output: huge })),
    ).toBe(400);
    expect((await env.alice.pb.collection('new_reports').getFullList()).length).toBe(before);
  });
});

describe('the dashboard list', () => {
  it('has its columns in sync after a save by the editor, and searches and sorts them', async () => {
    const owner = await createUser(env.server.url, { name: 'Carla Muñoz' });
    const data = report();
    const first = await createReport(owner.pb, { name: 'Zapallar', output: data });
    const second = await createReport(owner.pb, { name: 'árbol', output: { property_registry_history: [] } });
    await saveReport(owner.pb, {
      id: first.id,
      name: 'Casa Ñuñoa',
      data,
      saved: data,
      analysis: { ...emptyAnalysis(), facts: facts() },
      sourcePdfs: [],
      marks: [],
      token: owner.token,
      version: first.version,
    });
    const rows = await listReports(owner.pb);
    expect(rows.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(rows[1]).toMatchObject({
      name: 'Casa Ñuñoa',
      comuna: 'Ñuñoa',
      rol: '4521-87',
      owners: 'CAROLINA ANDREA BRAVO LAGOS',
      documentCount: 2,
      review: { status: 'borrador' },
    });
    expect(rows[1]?.trafficLight).not.toBeNull();

    expect((await listReports(owner.pb, { search: 'nunoa bravo' })).map((row) => row.id)).toEqual([first.id]);
    expect((await listReports(owner.pb, { search: '16.482.937-5' })).map((row) => row.id)).toEqual([
      first.id,
    ]);
    expect((await listReports(owner.pb, { search: 'borrador' })).length).toBe(2);
    expect(await listReports(owner.pb, { search: 'inexistente' })).toEqual([]);
    expect((await listReports(owner.pb, { sort: 'name' })).map((row) => row.name)).toEqual([
      'árbol',
      'Casa Ñuñoa',
    ]);
    expect((await listReports(owner.pb, { sort: 'oldest' })).map((row) => row.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(await listReports(env.bob.pb, { search: 'nunoa' })).toEqual([]);
  });

  it('costs the same with a 19 MB report present, and a flood of one user’s lists does not hold another’s', async () => {
    const heavy = await createUser(env.server.url, { name: 'Usuario pesado' });
    const big = heavyAnalysis();
    expect(JSON.stringify(big).length / 1024 / 1024).toBeGreaterThan(18.5);
    await createAnalysedReport(env.service, heavy.record.id, { name: 'Informe de 19 MB', analysis: big });
    const url = `${env.server.url}/api/collections/new_reports/records?sort=-created&perPage=500`;
    const list = async (user: TestUser) => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: user.token } });
      const body = await response.text();
      return { ms: performance.now() - started, bytes: body.length, status: response.status };
    };
    const alone = await list(heavy);
    expect(alone.status).toBe(200);
    expect(alone.bytes).toBeLessThan(5_000);

    const started = performance.now();
    const flood = Promise.all(Array.from({ length: 200 }, () => list(heavy)));
    const other = await list(env.bob);
    const results = await flood;
    const floodMs = performance.now() - started;
    expect(results.every((result) => result.status === 200 && result.bytes < 5_000)).toBe(true);
    expect(other.status).toBe(200);
    // Generous bounds for a loaded 2-core machine; before bodies moved out, these were 10–30 s.
    expect(other.ms).toBeLessThan(2_000);
    expect(floodMs).toBeLessThan(10_000);
  }, 60_000);
});

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('firm settings', () => {
  it('belong to their owner, logo included, and feed the rendered report', async () => {
    const settings = env.alice.pb.collection('firm_settings');
    const form = new FormData();
    form.append('firm_name', 'Soto & Asociados');
    form.append('lawyer_name', 'Alicia Soto');
    form.append('address', 'Huérfanos 1234, Santiago');
    form.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    expect(await statusOf(settings.create({ firm_name: 'Ajena', owner: env.bob.record.id }))).toBe(400);
    const created = await settings.create(form);
    expect(created.owner).toBe(env.alice.record.id);

    const letterhead = await readFirmLetterhead(env.alice.pb);
    expect(letterhead).toMatchObject({ firmName: 'Soto & Asociados', lawyerName: 'Alicia Soto' });
    expect(letterhead?.logo?.mimeType).toBe('image/png');
    expect(Buffer.from(letterhead?.logo?.bytes ?? []).equals(PNG)).toBe(true);
    expect(await readFirmLetterhead(env.bob.pb)).toBeUndefined();

    const theirs = env.bob.pb.collection('firm_settings');
    expect((await theirs.getFullList()).length).toBe(0);
    expect(await statusOf(theirs.getOne(created.id))).toBe(404);
    expect(await statusOf(theirs.update(created.id, { firm_name: 'Tomado' }))).toBe(404);
    expect(await statusOf(theirs.delete(created.id))).toBe(404);
    expect(await statusOf(settings.update(created.id, { owner: env.bob.record.id }))).toBe(404);

    const logoUrl = (pb: PocketBase, token: string) => pb.files.getURL(created, created.logo, { token });
    expect((await fetch(logoUrl(env.alice.pb, ''))).status).toBe(404);
    expect((await fetch(logoUrl(env.bob.pb, await env.bob.pb.files.getToken()))).status).toBe(404);
    expect((await fetch(logoUrl(env.alice.pb, await env.alice.pb.files.getToken()))).status).toBe(200);

    expect(await statusOf(settings.create({ firm_name: 'Segunda' }))).toBe(400);
  });

  it('are read and saved by the settings screen’s API', async () => {
    const user = await createUser(env.server.url);
    expect(await fetchFirmSettings(user.pb)).toBeNull();
    const input = { firm_name: 'Pérez Abogados', address: '', lawyer_name: 'Ana Pérez', footer_text: '' };
    const logo = new File([PNG], 'logo.png', { type: 'image/png' });
    const created = await saveFirmSettings(user.pb, input, logo);
    expect(created).toMatchObject(input);
    const logoUrl = await firmLogoUrl(user.pb, created);
    expect(logoUrl && (await fetch(logoUrl)).status).toBe(200);

    const updated = await saveFirmSettings(user.pb, { ...input, footer_text: 'Documento confidencial' });
    expect(updated).toMatchObject({
      id: created.id,
      footer_text: 'Documento confidencial',
      logo: created.logo,
    });
    expect((await saveFirmSettings(user.pb, input, null)).logo).toBe('');
    await expect(
      saveFirmSettings(user.pb, input, new File(['<svg/>'], 'l.svg', { type: 'image/svg+xml' })),
    ).rejects.toThrow('El logo debe ser una imagen PNG o JPEG.');
    await expect(saveFirmSettings(user.pb, { ...input, firm_name: 'x'.repeat(201) })).rejects.toThrow(
      FirmSettingsInputError,
    );
  });

  it('accept only a PNG or JPEG logo of at most 1 MB', async () => {
    const user = await createUser(env.server.url);
    const settings = user.pb.collection('firm_settings');
    const svg = new FormData();
    svg.append(
      'logo',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      'l.svg',
    );
    expect(await statusOf(settings.create(svg))).toBe(400);
    const big = new FormData();
    big.append('logo', new Blob([PNG, Buffer.alloc(1024 * 1024)], { type: 'image/png' }), 'l.png');
    expect(await statusOf(settings.create(big))).toBe(400);
  });
});
