import type PocketBase from 'pocketbase';
import { COLLECTIONS } from '../../../common/record/collections';
import {
  FIRM_LOGO,
  FIRM_SETTINGS_FIELDS,
  firmSettingsRecordSchema,
  type FirmLetterhead,
  type FirmSettings,
} from '../../../common/firm/settings';
import { fetchProtectedFile } from '../../pocketbase/protectedFile';
import { pocketBaseError } from './pocketbaseErrors';

/** The caller's firm settings, or undefined when they never saved any (owner-only collection). */
async function readSettings(pb: PocketBase): Promise<FirmSettings | undefined> {
  try {
    const page = await pb
      .collection(COLLECTIONS.firmSettings)
      .getList(1, 1, { fields: FIRM_SETTINGS_FIELDS });
    const parsed = firmSettingsRecordSchema.safeParse(page.items[0]);
    return parsed.success ? parsed.data : undefined;
  } catch (error) {
    throw pocketBaseError(error);
  }
}

/** The logo's bytes (a protected file); null when it cannot be fetched: the report prints without it. */
async function readLogo(pb: PocketBase, settings: FirmSettings): Promise<FirmLetterhead['logo']> {
  if (!settings.logo) return null;
  try {
    const response = await fetchProtectedFile(
      pb,
      { id: settings.id, collectionName: COLLECTIONS.firmSettings },
      settings.logo,
    );
    const mimeType = FIRM_LOGO.mimeTypes.find((type) => type === response.headers.get('content-type'));
    if (!response.ok || !mimeType) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength <= FIRM_LOGO.maxBytes ? { bytes, mimeType } : null;
  } catch {
    return null;
  }
}

/** The firm as the caller's reports print it; undefined when no settings were saved. */
export async function readFirmLetterhead(pb: PocketBase): Promise<FirmLetterhead | undefined> {
  const settings = await readSettings(pb);
  if (!settings) return undefined;
  return {
    firmName: settings.firm_name,
    address: settings.address,
    lawyerName: settings.lawyer_name,
    footerText: settings.footer_text,
    logo: await readLogo(pb, settings),
  };
}
