import path from 'node:path';
import PocketBase from 'pocketbase';
import { readServiceCredentials, type SuperuserCredentials } from '../../server/pocketbase/serviceAccount';

/** Signs in as the service superuser, as the analysis service writes what users cannot. */
export async function signInService(baseUrl: string, credentials: SuperuserCredentials): Promise<PocketBase> {
  const pb = new PocketBase(baseUrl);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(credentials.email, credentials.password);
  return pb;
}

/** The service superuser of a product started on `dataDir` (its credentials file in PB_DATA_DIR). */
export async function productService(baseUrl: string, dataDir: string): Promise<PocketBase> {
  const credentials = readServiceCredentials(path.join(dataDir, '.gateway-superuser.json'));
  if (!credentials) throw new Error(`no service credentials in ${dataDir}`);
  return signInService(baseUrl, credentials);
}

/** The service superuser of the server Playwright started. */
export async function e2eService(baseUrl: string): Promise<PocketBase> {
  const dataDir = process.env['TITULO360_E2E_DATA_DIR'];
  if (!dataDir) throw new Error('TITULO360_E2E_DATA_DIR is not set: run through playwright.config.ts');
  return productService(baseUrl, dataDir);
}
