import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReport, reportData } from '../factories/reports';
import { createUser, type TestUser } from '../factories/users';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbaseHarness';
import { statusOf } from '../support/statusOf';

let server: TestPocketBase;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestPocketBase();
  alice = await createUser(server.url, { name: 'Alicia Soto' });
  bob = await createUser(server.url, { name: 'Roberto Díaz' });
});

afterAll(async () => {
  await server?.stop();
});

describe('registration and login through the SDK', () => {
  it('registers a user with a name and logs in with the password', async () => {
    const pb = new PocketBase(server.url);
    const auth = await pb.collection('users').authWithPassword(alice.email, alice.password);
    expect(auth.token).toBeTruthy();
    expect(auth.record.name).toBe('Alicia Soto');
    expect(pb.authStore.isValid).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const pb = new PocketBase(server.url);
    expect(await statusOf(pb.collection('users').authWithPassword(alice.email, 'incorrecta-000'))).toBe(400);
  });
});

describe('new_reports ownership rules', () => {
  it('stamps the caller as owner when the client sends none', async () => {
    const report = await createReport(alice.pb);
    expect(report.owner).toBe(alice.record.id);
    expect(report.output.notes).toEqual(['Propiedad con hipoteca vigente.']);
    expect(report.created).toBeTruthy();
    expect(report.updated).toBeTruthy();
  });

  it('lists and views only the caller’s own reports', async () => {
    const mine = await createReport(alice.pb, { name: 'De Alicia' });
    const theirs = await createReport(bob.pb, { name: 'De Roberto' });

    const aliceList = await alice.pb.collection('new_reports').getFullList({ sort: '-created' });
    expect(aliceList.map((r) => r.id)).toContain(mine.id);
    expect(aliceList.map((r) => r.id)).not.toContain(theirs.id);
    expect(aliceList.every((r) => r.owner === alice.record.id)).toBe(true);

    expect(await statusOf(alice.pb.collection('new_reports').getOne(theirs.id))).toBe(404);
    expect((await bob.pb.collection('new_reports').getOne(theirs.id)).name).toBe('De Roberto');
  });

  it('cannot update or delete another user’s report', async () => {
    const theirs = await createReport(bob.pb, { name: 'Intacto' });
    expect(await statusOf(alice.pb.collection('new_reports').update(theirs.id, { name: 'Tomado' }))).toBe(
      404,
    );
    expect(await statusOf(alice.pb.collection('new_reports').delete(theirs.id))).toBe(404);
    expect((await bob.pb.collection('new_reports').getOne(theirs.id)).name).toBe('Intacto');
  });

  it('cannot create a report owned by someone else', async () => {
    const status = await statusOf(
      alice.pb.collection('new_reports').create(reportData({ owner: bob.record.id })),
    );
    expect(status).toBe(400);
    const bobs = await bob.pb.collection('new_reports').getFullList();
    expect(bobs.every((r) => r.name !== 'Estudio calle Suecia 2871' || r.owner === bob.record.id)).toBe(true);
  });

  it('cannot move an own report to another owner, directly or through a modifier', async () => {
    const mine = await createReport(alice.pb);
    // A failed update rule answers 404, as for a record the caller cannot see.
    expect(await statusOf(alice.pb.collection('new_reports').update(mine.id, { owner: bob.record.id }))).toBe(
      404,
    );
    expect(
      await statusOf(alice.pb.collection('new_reports').update(mine.id, { 'owner+': bob.record.id })),
    ).not.toBe(200);
    expect(await statusOf(alice.pb.collection('new_reports').update(mine.id, { owner: '' }))).not.toBe(200);
    expect((await alice.pb.collection('new_reports').getOne(mine.id)).owner).toBe(alice.record.id);
  });

  it('lets the owner update output and name, and delete', async () => {
    const mine = await createReport(alice.pb);
    const updated = await alice.pb
      .collection('new_reports')
      .update(mine.id, { name: 'Renombrado', output: { ...mine.output, notes: ['Editado'] } });
    expect(updated.name).toBe('Renombrado');
    expect(updated.output.notes).toEqual(['Editado']);
    await alice.pb.collection('new_reports').delete(mine.id);
    expect(await statusOf(alice.pb.collection('new_reports').getOne(mine.id))).toBe(404);
  });

  it('refuses anonymous access', async () => {
    const anonymous = new PocketBase(server.url);
    expect((await anonymous.collection('new_reports').getList()).totalItems).toBe(0);
    expect(await statusOf(anonymous.collection('new_reports').create(reportData()))).toBe(400);
  });

  it('accepts PDFs only in the protected source file field', async () => {
    const pdf = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: 'application/pdf' });
    const text = new Blob(['no soy un pdf'], { type: 'text/plain' });

    const form = new FormData();
    form.append('name', 'Con archivo');
    form.append('source_pdfs', pdf, 'dominio.pdf');
    const withPdf = await alice.pb.collection('new_reports').create(form);
    expect(withPdf.source_pdfs).toHaveLength(1);

    const fileUrl = alice.pb.files.getURL(withPdf, withPdf.source_pdfs[0]);
    expect((await fetch(fileUrl)).status).toBe(404);
    const token = await alice.pb.files.getToken();
    const withToken = await fetch(alice.pb.files.getURL(withPdf, withPdf.source_pdfs[0], { token }));
    expect(withToken.status).toBe(200);
    const bobToken = await bob.pb.files.getToken();
    expect(
      (await fetch(bob.pb.files.getURL(withPdf, withPdf.source_pdfs[0], { token: bobToken }))).status,
    ).toBe(404);

    const badForm = new FormData();
    badForm.append('source_pdfs', text, 'notas.pdf');
    expect(await statusOf(alice.pb.collection('new_reports').create(badForm))).toBe(400);
  });
});

describe('users and support_messages', () => {
  it('a user cannot list or view other users', async () => {
    const users = await alice.pb.collection('users').getFullList();
    expect(users.map((u) => u.id)).toEqual([alice.record.id]);
    expect(await statusOf(alice.pb.collection('users').getOne(bob.record.id))).toBe(404);
    expect(await statusOf(alice.pb.collection('users').update(bob.record.id, { name: 'X' }))).toBe(404);
  });

  it('a user cannot read or write support messages', async () => {
    expect(await statusOf(alice.pb.collection('support_messages').getList())).toBe(403);
    expect(
      await statusOf(
        alice.pb.collection('support_messages').create({ subject: 'a', content: 'b', user: alice.record.id }),
      ),
    ).toBe(403);
  });
});
