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
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('Uso: npm run superuser -- upsert EMAIL CONTRASEÑA');
  process.exit(1);
}
const result = spawnSync(binary.path, ['superuser', ...args, `--dir=${config.PB_DATA_DIR}`], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
