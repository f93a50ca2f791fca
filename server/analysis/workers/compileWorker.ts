import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Inside node_modules, so the bundle's external imports resolve to the project's packages.
const OUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'titulo360-workers');

const compiled = new Map<string, URL>();

/**
 * Bundles a TypeScript worker module, with our own code inlined and packages left as plain imports,
 * into JavaScript that a worker thread runs without a TypeScript loader. Loading pdf.js through a
 * loader in every worker cost several hundred megabytes each; plain Node loads it in a fraction.
 */
export function compileWorker(entry: URL): URL {
  const cached = compiled.get(entry.href);
  if (cached) return cached;
  const source = fileURLToPath(entry);
  const name = `${path.basename(source, path.extname(source))}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}`;
  const outfile = path.join(OUT_DIR, `${name}.mjs`);
  buildSync({
    entryPoints: [source],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'error',
  });
  const url = pathToFileURL(outfile);
  compiled.set(entry.href, url);
  return url;
}
