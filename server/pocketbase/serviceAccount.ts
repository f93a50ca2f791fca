import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(20) });
export type SuperuserCredentials = z.infer<typeof credentialsSchema>;

const SERVICE_EMAIL = 'gateway@titulo360.local';

/** Reads the service credentials file; undefined when it does not exist or is malformed. */
export function readServiceCredentials(file: string): SuperuserCredentials | undefined {
  try {
    return credentialsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * The support outbox needs a PocketBase superuser to store and deliver messages that users may
 * not read. The gateway keeps its own account, with a random password in a file readable by its
 * owner only, and upserts it into PocketBase's data directory before PocketBase serves.
 */
export async function ensureServiceSuperuser(
  binary: string,
  dataDir: string,
  credentialsFile: string,
): Promise<SuperuserCredentials> {
  let credentials = readServiceCredentials(credentialsFile);
  if (!credentials) {
    credentials = { email: SERVICE_EMAIL, password: randomBytes(24).toString('base64url') };
    mkdirSync(path.dirname(credentialsFile), { recursive: true });
    writeFileSync(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }
  mkdirSync(dataDir, { recursive: true });
  await run(binary, ['superuser', 'upsert', credentials.email, credentials.password, `--dir=${dataDir}`], {
    timeout: 30_000,
  });
  return credentials;
}
