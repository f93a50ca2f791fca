import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { listDescriptors } from '../../common/documents/describedFields';
import { absenceOf, DOCUMENT_TYPE_IDS, typesFeeding } from '../../common/documents/documentTypes';
import {
  certificateList,
  DOCUMENT_LIST_KEYS,
  listModule,
  REPORT_LIST_KEYS,
} from '../../common/documents/reportLists';
import { reportSchema } from '../../common/report/schema';
import { typeSignals } from '../../server/analysis/engine/classify/signals';
import { ENGINE_TYPES } from '../../server/analysis/engine/types';

/*
 * The registry of document types (issue #19): one module per type in common/documents/types/ and
 * one in server/analysis/engine/types/, each registered in its folder's index. The compiler checks
 * the tables against each other; this test names what it cannot see: a module written but not
 * registered, and a list whose texts or fields were left out.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const COMMON_TYPES = path.join(ROOT, 'common/documents/types');
const ENGINE_TYPES_DIR = path.join(ROOT, 'server/analysis/engine/types');

/** `no_deuda_aseo` → `noDeudaAseo`, the name of its modules. */
const moduleName = (type: string) => type.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The modules of a folder besides its index and the helpers named. */
function modules(dir: string, helpers: readonly string[]): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((name) => name !== 'index' && !helpers.includes(name))
    .sort();
}

const imported = (dir: string) => readFileSync(path.join(dir, 'index.ts'), 'utf8');

describe('the registry of document types', () => {
  it('has one common and one engine module per type, each registered in its index', () => {
    const expected = DOCUMENT_TYPE_IDS.map(moduleName);
    expect(modules(COMMON_TYPES, ['registryHistory'])).toEqual([...expected].sort());
    expect(modules(ENGINE_TYPES_DIR, ['typeReader'])).toEqual([...expected].sort());
    for (const name of [...expected, 'registryHistory'])
      expect(imported(COMMON_TYPES), `common/documents/types/${name}.ts`).toContain(`from './${name}'`);
    for (const name of expected)
      expect(imported(ENGINE_TYPES_DIR), `server/analysis/engine/types/${name}.ts`).toContain(
        `from './${name}'`,
      );
  });

  it('reads and recognises every type, in the registry order', () => {
    expect(Object.keys(ENGINE_TYPES)).toEqual(DOCUMENT_TYPE_IDS);
    for (const type of DOCUMENT_TYPE_IDS) expect(typeSignals(type).titles.length, type).toBeGreaterThan(0);
  });

  it('gives every list of the report schema a module, a type that fills it and its texts', () => {
    const schemaLists = Object.keys(reportSchema.shape).filter((key) =>
      REPORT_LIST_KEYS.some((list) => list === key),
    );
    expect(schemaLists).toEqual(REPORT_LIST_KEYS);
    for (const list of REPORT_LIST_KEYS) {
      const module = listModule(list);
      expect(typesFeeding(list).length, list).toBeGreaterThan(0);
      expect(absenceOf(list), list).not.toBe('');
      for (const text of [module.documentName, module.sectionTitle, module.printTitle])
        expect(text.trim(), list).not.toBe('');
      const item = module.create(new Date('2026-03-05T15:04:00Z'));
      expect(Object.keys(listDescriptors(list)).sort(), list).toEqual(Object.keys(item).sort());
    }
    for (const list of DOCUMENT_LIST_KEYS) {
      expect(typesFeeding(list), list).toHaveLength(1);
      expect(certificateList(list).printHeading.noun.trim(), list).not.toBe('');
    }
  });
});
