/**
 * Runs on `npm install`: makes sure a PocketBase binary is available. A binary named by
 * POCKETBASE_BIN or found on PATH wins; otherwise the pinned version is built from the Go module
 * proxy into .pocketbase/bin (the only route on machines that reach no other host).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  POCKETBASE_MODULE,
  POCKETBASE_VERSION,
  PROJECT_BINARY,
  PROJECT_BIN_DIR,
  binaryVersion,
  resolvePocketBaseBinary,
} from '../server/pocketbase/binary';

const MIN_GO = [1, 25];
// Go's official installer puts it here without necessarily adding it to PATH.
const GO =
  existsSync('/usr/local/go/bin/go') && !process.env.PATH?.includes('/usr/local/go/bin')
    ? '/usr/local/go/bin/go'
    : 'go';

function goVersion(): number[] | undefined {
  try {
    const out = execFileSync(GO, ['env', 'GOVERSION'], { encoding: 'utf8' }).trim();
    const match = /go(\d+)\.(\d+)/.exec(out);
    return match ? [Number(match[1]), Number(match[2])] : undefined;
  } catch {
    return undefined;
  }
}

function buildFromGoProxy(): void {
  const go = goVersion();
  const [minMajor = 1, minMinor = 0] = MIN_GO;
  const [major = 0, minor = 0] = go ?? [];
  if (!go || major < minMajor || (major === minMajor && minor < minMinor)) {
    throw new Error(
      `PocketBase ${POCKETBASE_VERSION} is built with Go >= ${MIN_GO.join('.')} (found: ${go ? go.join('.') : 'none'}).\n` +
        'Install Go, or set POCKETBASE_BIN to a PocketBase binary, or put `pocketbase` on PATH (see README).',
    );
  }
  mkdirSync(PROJECT_BIN_DIR, { recursive: true });
  console.log(
    `[pocketbase] building v${POCKETBASE_VERSION} with Go from the module proxy (a few minutes the first time)...`,
  );
  execFileSync(
    GO,
    [
      'install',
      '-trimpath',
      `-ldflags=-s -w -X ${POCKETBASE_MODULE}.Version=${POCKETBASE_VERSION}`,
      `${POCKETBASE_MODULE}/examples/base@v${POCKETBASE_VERSION}`,
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, GOBIN: PROJECT_BIN_DIR, CGO_ENABLED: '0', GOTOOLCHAIN: 'local' },
    },
  );
  rmSync(PROJECT_BINARY, { force: true });
  renameSync(path.join(PROJECT_BIN_DIR, 'base'), PROJECT_BINARY);
}

function main(): void {
  const found = resolvePocketBaseBinary();
  if (found && found.source !== 'project') {
    const version = binaryVersion(found.path);
    console.log(`[pocketbase] using ${found.path} (from ${found.source}, version ${version ?? 'unknown'})`);
    if (version !== POCKETBASE_VERSION) {
      console.warn(`[pocketbase] warning: this project is tested with v${POCKETBASE_VERSION}`);
    }
    return;
  }
  if (found && binaryVersion(found.path) === POCKETBASE_VERSION) {
    console.log(`[pocketbase] v${POCKETBASE_VERSION} ready at ${found.path}`);
    return;
  }
  buildFromGoProxy();
  const built = binaryVersion(PROJECT_BINARY);
  if (built !== POCKETBASE_VERSION) throw new Error(`built PocketBase reports version ${built ?? 'none'}`);
  console.log(`[pocketbase] v${built} ready at ${PROJECT_BINARY}`);
}

try {
  main();
} catch (error) {
  console.error(`[pocketbase] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
