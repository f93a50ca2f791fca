/**
 * `npm start` serves the built client; build it when it is missing or older than its sources, so a
 * fresh clone needs no separate build step and a pulled update is never served stale.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'client', 'index.html');
const sources = ['client', 'common', 'vite.config.ts', 'package-lock.json'].map((entry) =>
  path.join(root, entry),
);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    0,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));

if (builtAt >= changedAt) {
  console.log('[client] build is up to date');
} else {
  console.log('[client] building the client...');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  console.log('[client] built into dist/client');
}
