import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { testAnalyzer } from '../../../tests/support/gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from '../../../tests/support/pocketbaseHarness';
import { signInService } from '../../../tests/support/serviceSuperuser';
import { userClient } from '../../pocketbase/clients';
import { addDocumentsToReport } from './addDocumentsToReport';
import { queueNewReport } from '../jobs/queueUpload';
import type { UploadContext } from './uploadCommand';

const DOSSIER = path.resolve(import.meta.dirname, '../../../../shared/corpus/dev/dev-01/docs');
const corpusPdf = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(path.join(DOSSIER, name))) });

let server: TestPocketBase;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestPocketBase();
  owner = await createUser(server.url, { name: 'Dueña del reporte' });
});

afterAll(async () => {
  await server?.stop();
});

function contextWith(service: PocketBase): UploadContext {
  return {
    pb: userClient(server.url, { token: owner.token, address: undefined }),
    writer: { service, userId: owner.record.id },
    log: pino({ level: 'silent' }),
    analyzer: testAnalyzer(),
    referenceDate: new Date(),
    signal: new AbortController().signal,
    user: owner.record.id,
  };
}

describe('merging newly analysed documents (issue #20 item 2)', () => {
  it('never overwrites an editor save that lands before its write: it merges again into it', async () => {
    const service = await signInService(server.url, server.superuser);
    // The upload stores the report empty (issue 21); its job's merge is what a runner does.
    const context = contextWith(service);
    const { reportId: id } = await queueNewReport({ ...context, now: new Date() }, [corpusPdf('04_gp.pdf')]);
    await addDocumentsToReport(context, id, [corpusPdf('04_gp.pdf')]);

    // The editor saves just before the merge's first write reaches PocketBase.
    let saves = 0;
    service.beforeSend = async (url, options) => {
      if (options.method === 'PATCH' && url.includes(`/new_reports/records/${id}`) && saves === 0) {
        saves += 1;
        const stored = await owner.pb.collection('new_reports').getOne(id);
        await owner.pb.collection('new_reports').update(id, {
          output: { ...stored.output, notes: ['Nota guardada durante el análisis'] },
          version: stored.version,
        });
      }
      return { url, options };
    };

    const outcome = await addDocumentsToReport(contextWith(service), id, [corpusPdf('05_deuda_tgr.pdf')]);
    expect(outcome).toEqual({ status: 'stored', reportId: id, refused: [] });
    expect(saves).toBe(1);

    const after = await owner.pb.collection('new_reports').getOne(id);
    expect(after.output.notes).toContain('Nota guardada durante el análisis');
    expect(after.output.debt_certificates).toHaveLength(1);
    const versions = await owner.pb
      .collection('report_versions')
      .getFullList({ filter: `report = "${id}"`, sort: 'version', fields: 'version,kind,author_name' });
    expect(versions).toEqual([
      { version: 1, kind: 'analysed', author_name: 'Dueña del reporte' },
      { version: 2, kind: 'analysed', author_name: 'Dueña del reporte' },
      { version: 3, kind: 'edited', author_name: 'Dueña del reporte' },
      { version: 4, kind: 'analysed', author_name: 'Dueña del reporte' },
    ]);
  });
});
