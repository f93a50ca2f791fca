/**
 * `npm run superuser -- upsert EMAIL PASSWORD` (or create/update/delete/otp): PocketBase's own
 * superuser command, run against the project's data directory (PB_DATA_DIR).
 */
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../server/config';
import { resolvePocketBaseBinary } from '../server/pocketbase/binary';

const config = loadConfig();
const binary = resolvePocketBaseBinary();
if (!binary) {
  console.error('No se encontró PocketBase: ejecute `npm install` o defina POCKETBASE_BIN.');
  process.exit(1);
}
const [command, ...values] = process.argv.slice(2);
if (!command) {
  console.error('Uso: npm run superuser -- upsert EMAIL CONTRASEÑA');
  process.exit(1);
}
// `--` ends the options: a password starting with '-' is not read as a flag.
const result = spawnSync(
  binary.path,
  ['superuser', command, `--dir=${config.PB_DATA_DIR}`, '--', ...values],
  {
    encoding: 'utf8',
  },
);
process.stdout.write(result.stdout ?? '');
process.stderr.write(result.stderr ?? '');
// PocketBase's superuser commands exit 0 even when they fail; their output says "Error: …".
const failed = result.status !== 0 || /^Error:/m.test(`${result.stdout}${result.stderr}`);
process.exit(failed ? 1 : 0);
