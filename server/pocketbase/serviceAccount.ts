import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { z } from 'zod';

const run = promisify(execFile);

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(20) });
export type SuperuserCredentials = z.infer<typeof credentialsSchema>;

const SERVICE_EMAIL = 'gateway@titulo360.local';
const UPSERT_TIMEOUT_MS = 30_000;
const SIGN_IN_TIMEOUT_MS = 10_000;
/** PocketBase's `superuser upsert` exits 0 even when it fails; only this line tells success. */
const UPSERT_SUCCESS = /Successfully saved superuser/;

/** What stops working without the service account, for administrators reading /healthz. */
export const SERVICE_ACCOUNT_FEATURES = [
  'análisis de documentos (subir PDFs a un informe)',
  'mensajes de soporte (no se guardan ni se envían)',
  'cambio del estado de revisión de los informes',
  'emails de cuentas (restablecer contraseña, invitaciones, verificación)',
] as const;

export type ServiceAccountHealth =
  { status: 'ok' } | { status: 'down'; unavailable: typeof SERVICE_ACCOUNT_FEATURES; reason: string };

export class ServiceAccountError extends Error {
  override name = 'ServiceAccountError';
}

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
 * Throws a ServiceAccountError, with a message an administrator can act on, when it fails.
 */
export async function ensureServiceSuperuser(
  binary: string,
  dataDir: string,
  credentialsFile: string,
): Promise<SuperuserCredentials> {
  let credentials = readServiceCredentials(credentialsFile);
  if (!credentials) {
    credentials = { email: SERVICE_EMAIL, password: randomBytes(24).toString('base64url') };
    mkdirSync(path.dirname(credentialsFile), { recursive: true, mode: 0o700 });
    writeFileSync(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }
  mkdirSync(dataDir, { recursive: true });
  // `--` ends the options: a password starting with '-' is not read as a flag.
  const args = ['superuser', 'upsert', `--dir=${dataDir}`, '--', credentials.email, credentials.password];
  let output: string;
  try {
    const { stdout, stderr } = await run(binary, args, { timeout: UPSERT_TIMEOUT_MS });
    output = `${stdout}${stderr}`.trim();
  } catch (error) {
    throw new ServiceAccountError(
      `PocketBase no pudo crear la cuenta de servicio (${error instanceof Error ? error.message : String(error)}). ` +
        `Revise que PB_DATA_DIR (${dataDir}) exista y sea escribible por el usuario de titulo360, y reinicie titulo360.`,
    );
  }
  if (!UPSERT_SUCCESS.test(output)) {
    throw new ServiceAccountError(
      `PocketBase no pudo crear la cuenta de servicio: "${output}". ` +
        `Elimine el archivo ${credentialsFile} y reinicie titulo360 para crearla con una clave nueva.`,
    );
  }
  return credentials;
}

/** Signs in with the service account: the only proof that it exists with this password. */
export async function verifyServiceSuperuser(
  url: string,
  credentials: SuperuserCredentials,
  credentialsFile: string,
): Promise<ServiceAccountHealth> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  try {
    await pb.collection('_superusers').authWithPassword(credentials.email, credentials.password, {
      signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
    });
    return { status: 'ok' };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (error instanceof ClientResponseError && error.status === 0)
      return serviceAccountDown(
        `PocketBase no respondió al verificar la cuenta de servicio (${detail}). ` +
          'Reinicie titulo360 cuando PocketBase esté disponible.',
      );
    return serviceAccountDown(
      `La cuenta de servicio ${credentials.email} no pudo iniciar sesión en PocketBase (${detail}). ` +
        `Elimine el archivo ${credentialsFile} y reinicie titulo360 para crearla de nuevo.`,
    );
  }
}

export const serviceAccountDown = (reason: string): ServiceAccountHealth => ({
  status: 'down',
  unavailable: SERVICE_ACCOUNT_FEATURES,
  reason,
});
