import path from 'node:path';
import PocketBase from 'pocketbase';
import { loadConfig, superuserFile } from '../../server/config';
import { readServiceCredentials, type SuperuserCredentials } from '../../server/pocketbase/serviceAccount';

/** Signs in as the service superuser, as the analysis service writes what users cannot. */
export async function signInService(baseUrl: string, credentials: SuperuserCredentials): Promise<PocketBase> {
  const pb = new PocketBase(baseUrl);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(credentials.email, credentials.password);
  return pb;
}

/** The service superuser of a product started on PB_DATA_DIR `dataDir` (credentials kept beside it). */
export async function productService(baseUrl: string, dataDir: string): Promise<PocketBase> {
  const file = superuserFile(loadConfig({ PB_DATA_DIR: dataDir }));
  const credentials = readServiceCredentials(file);
  if (!credentials) throw new Error(`no service credentials in ${file}`);
  return signInService(baseUrl, credentials);
}

/** The service superuser of the server Playwright started. */
export async function e2eService(baseUrl: string): Promise<PocketBase> {
  const dataDir = process.env['TITULO360_E2E_DATA_DIR'];
  if (!dataDir) throw new Error('TITULO360_E2E_DATA_DIR is not set: run through playwright.config.ts');
  // playwright.config.ts runs the server on this folder's pb_data.
  return productService(baseUrl, path.join(dataDir, 'pb_data'));
}
