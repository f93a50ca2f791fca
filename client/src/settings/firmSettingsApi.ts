import type PocketBase from 'pocketbase';
import {
  FIRM_SETTINGS_FIELDS,
  firmSettingsInputSchema,
  firmSettingsRecordSchema,
  logoProblem,
  type FirmSettings,
  type FirmSettingsInput,
} from '../../../common/firm/settings';
import { COLLECTIONS } from '../../../common/record/collections';

/*
 * The signed-in user's firm settings (#11 item 5), for the settings screen: one record per user,
 * owner only (PocketBase rules), the logo a protected PNG or JPEG of at most 1 MB.
 */

/** Input the screen should show next to the field instead of sending (Spanish). */
export class FirmSettingsInputError extends Error {
  override name = 'FirmSettingsInputError';
}

const settingsOf = (pb: PocketBase) => pb.collection(COLLECTIONS.firmSettings);

/** The user's settings, or null before they save any. */
export async function fetchFirmSettings(pb: PocketBase): Promise<FirmSettings | null> {
  const page = await settingsOf(pb).getList(1, 1, { fields: FIRM_SETTINGS_FIELDS, requestKey: null });
  const parsed = firmSettingsRecordSchema.safeParse(page.items[0]);
  return parsed.success ? parsed.data : null;
}

/**
 * Creates or updates the user's settings. `logo`: a new PNG/JPEG file, `null` to remove the
 * stored one, undefined to keep it. Rejects with FirmSettingsInputError for input the server
 * would refuse (too long a text, a logo of the wrong type or size).
 */
export async function saveFirmSettings(
  pb: PocketBase,
  input: FirmSettingsInput,
  logo?: File | null,
): Promise<FirmSettings> {
  const parsed = firmSettingsInputSchema.safeParse(input);
  if (!parsed.success)
    throw new FirmSettingsInputError('Revisa los datos del estudio: hay textos demasiado largos.');
  const problem = logo ? logoProblem(logo) : null;
  if (problem) throw new FirmSettingsInputError(problem);
  const body: Record<string, unknown> = { ...parsed.data };
  if (logo !== undefined) body.logo = logo;
  const existing = await fetchFirmSettings(pb);
  const options = { fields: FIRM_SETTINGS_FIELDS, requestKey: null };
  const record = existing
    ? await settingsOf(pb).update(existing.id, body, options)
    : await settingsOf(pb).create(body, options);
  return firmSettingsRecordSchema.parse(record);
}

/** A short-lived URL of the stored logo (a protected file), or null when there is none. */
export async function firmLogoUrl(pb: PocketBase, settings: FirmSettings): Promise<string | null> {
  if (!settings.logo) return null;
  const token = await pb.files.getToken({ requestKey: null });
  return pb.files.getURL({ id: settings.id, collectionName: COLLECTIONS.firmSettings }, settings.logo, {
    token,
  });
}
