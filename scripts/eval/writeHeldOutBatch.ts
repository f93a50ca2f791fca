import { deepStrictEqual } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { loadHeldOutDossiers, type HeldOutDossier } from '../../tests/support/fixtureSets';

/*
 * Writes a held-out batch given as a TypeScript module (an array of HeldOutDossier) in the data
 * layout of tests/fixtures/heldOut (README there), then reads it back through the loader and
 * stops if anything differs:
 *   npx tsx scripts/eval/writeHeldOutBatch.ts <module.ts> <EXPORT_NAME> <batch> [--worn]
 */

const [modulePath, exportName, batch] = process.argv.slice(2);
if (!modulePath || !exportName || !batch)
  throw new Error('usage: writeHeldOutBatch.ts <module.ts> <EXPORT_NAME> <batch> [--worn]');

const loaded: unknown = (await import(resolve(modulePath)))[exportName];
if (!Array.isArray(loaded)) throw new Error(`${modulePath} exports no array ${exportName}`);
// Checked against the loader's reading of what is written, below.
const dossiers: HeldOutDossier[] = loaded;

const root = join(import.meta.dirname, '../../tests/fixtures/heldOut', batch);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
mkdirSync(root, { recursive: true });
writeFileSync(join(root, 'batch.json'), json({ worn: process.argv.includes('--worn') }));
for (const dossier of dossiers) {
  const folder = join(root, dossier.id);
  mkdirSync(folder, { recursive: true });
  for (const document of dossier.documents)
    writeFileSync(
      join(folder, `${document.name.replace(/\.pdf$/, '')}.txt`),
      `${document.pages.map((page) => page.join('\n')).join('\f')}\n`,
    );
  writeFileSync(
    join(folder, 'dossier.json'),
    json({ ...dossier, documents: dossier.documents.map((document) => document.name) }),
  );
}
deepStrictEqual(loadHeldOutDossiers(batch), dossiers);
console.log(`${dossiers.length} dossiers written to ${root}; run prettier --write on it`);
