import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** The PocketBase release this project is tested with; migrations and hooks target its API. */
export const POCKETBASE_VERSION = '0.39.11';
export const POCKETBASE_MODULE = 'github.com/pocketbase/pocketbase';

export const PROJECT_BIN_DIR = path.resolve(import.meta.dirname, '../../.pocketbase/bin');
export const PROJECT_BINARY = path.join(PROJECT_BIN_DIR, 'pocketbase');

export type BinarySource = 'POCKETBASE_BIN' | 'PATH' | 'project';

export interface ResolvedBinary {
  path: string;
  source: BinarySource;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findOnPath(name: string, pathEnv = process.env.PATH ?? ''): string | undefined {
  return pathEnv
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(isExecutable);
}

/** Reads `pocketbase --version`; undefined when the file does not run. */
export function binaryVersion(file: string): string | undefined {
  try {
    const out = execFileSync(file, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    return /version\s+v?(\S+)/.exec(out)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * Order of preference: POCKETBASE_BIN, a `pocketbase` on PATH, then the project's own build in
 * .pocketbase/bin (made by `npm install`). Returns undefined when none is usable.
 */
export function resolvePocketBaseBinary(env: NodeJS.ProcessEnv = process.env): ResolvedBinary | undefined {
  const explicit = env.POCKETBASE_BIN?.trim();
  if (explicit) {
    if (!isExecutable(explicit))
      throw new Error(`POCKETBASE_BIN points at "${explicit}", which is not an executable file`);
    return { path: explicit, source: 'POCKETBASE_BIN' };
  }
  const onPath = findOnPath('pocketbase', env.PATH);
  if (onPath) return { path: onPath, source: 'PATH' };
  if (isExecutable(PROJECT_BINARY)) return { path: PROJECT_BINARY, source: 'project' };
  return undefined;
}
