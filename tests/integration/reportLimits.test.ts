import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '../../common/report/limits';
import { pdfPageTexts } from '../support/readRendered';
import { typicalReport } from '../factories/deliverables';
import { createReport } from '../factories/reports';
import { gatewaySuite } from '../support/gatewaySuite';

const suite = gatewaySuite();

/** The editor's save (SPEC §7: PATCH new_reports with `output`), through the gateway. */
const save = (id: string, output: unknown) =>
  request(suite.gateway.app)
    .patch(`/api/collections/new_reports/records/${id}`)
    .set('authorization', suite.user.token)
    .send({ output });

describe('report limits in PocketBase (pb_hooks/reportLimits.pb.js)', () => {
  it('refuses a 400 KB observation with a Spanish 400 naming the field, and keeps the stored report', async () => {
    const record = await createReport(suite.user.pb);
    const response = await save(record.id, {
      property_registry_history: [],
      notes: ['Revisar hipoteca.', 'x'.repeat(400 * 1024)],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'El reporte es demasiado grande para guardarlo: «notes.1» admite hasta 20.000 caracteres.',
    );
    expect(response.body.data.output.code).toBe('validation_report_limit');
    const stored = await suite.user.pb.collection('new_reports').getOne(record.id);
    expect(stored.output.notes).toEqual(['Propiedad con hipoteca vigente.']);
  });

  it('applies the limits of common/report/limits.json: up to them is stored, one more is refused', async () => {
    const record = await createReport(suite.user.pb);
    const atLimit = { property_registry_history: [], notes: ['n'.repeat(REPORT_LIMITS.longText)] };
    expect((await save(record.id, atLimit)).status).toBe(200);
    const overText = { property_registry_history: [], notes: ['n'.repeat(REPORT_LIMITS.longText + 1)] };
    expect((await save(record.id, overText)).status).toBe(400);
    const fullList = { property_registry_history: [], notes: Array(REPORT_LIMITS.listItems).fill('n') };
    expect((await save(record.id, fullList)).status).toBe(200);
    const overList = { property_registry_history: [], notes: Array(REPORT_LIMITS.listItems + 1).fill('n') };
    expect((await save(record.id, overList)).body.message).toMatch(/«notes» admite hasta 500 elementos/);
    const huge = {
      property_registry_history: [],
      notes: Array(REPORT_LIMITS.reportChars / REPORT_LIMITS.longText + 1).fill(
        'n'.repeat(REPORT_LIMITS.longText),
      ),
    };
    expect((await save(record.id, huge)).body.message).toMatch(
      /admite hasta 2\.000\.000 caracteres en total/,
    );
  });

  it('renders a report at the save limits made of unbroken words, quickly (what saves, renders)', async () => {
    const record = await createReport(suite.user.pb);
    // 81 notes of one 18,000-character word each: 1.46 M characters, within every save limit.
    const notes = Array.from({ length: 81 }, (_, index) =>
      String.fromCharCode(97 + (index % 26)).repeat(18_000),
    );
    const bigWords = { ...typicalReport(), notes };
    expect(JSON.stringify(bigWords).length).toBeGreaterThan(1_450_000);
    expect((await save(record.id, bigWords)).status).toBe(200);

    const started = Date.now();
    const response = await request(suite.gateway.app)
      .get(`/analysis/api/download/pdf?report_id=${record.id}`)
      .set('authorization', `Bearer ${suite.user.token}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    // Unbroken, one such word alone took 18 s to lay out and the report ran out of its budget.
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(45_000);
    const text = (await pdfPageTexts(response.body as Buffer)).join('\n');
    const firstWordLines = text.split(/\s+/).filter((word) => /^a+$/.test(word));
    expect(firstWordLines.length).toBeGreaterThan(0);
    for (const line of firstWordLines)
      expect(line.length).toBeLessThanOrEqual(REPORT_LIMITS.unbrokenWordChars);
  }, 120_000);

  it('leaves records without a report output alone', async () => {
    const response = await request(suite.gateway.app)
      .patch(`/api/collections/users/records/${suite.user.record.id}`)
      .set('authorization', suite.user.token)
      .send({ name: 'n'.repeat(100) });
    expect(response.status).toBe(200);
  });
});
