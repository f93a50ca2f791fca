import { z } from 'zod';

/*
 * The firm shown on a report's deliverable (#11 item 5): one `firm_settings` record per user,
 * owner only. The logo is a protected file of that record.
 */

/** Limits of the logo file (pb_migrations/1763700007_firm_settings.js declares the same). */
export const FIRM_LOGO = {
  maxBytes: 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg'],
} as const;

export const FIRM_TEXT_MAX = {
  firm_name: 200,
  address: 300,
  lawyer_name: 200,
  footer_text: 1000,
} as const;

const text = (max: number) => z.string().trim().max(max);

/** What the settings screen edits (the logo travels apart, as a file). */
export const firmSettingsInputSchema = z.object({
  firm_name: text(FIRM_TEXT_MAX.firm_name),
  address: text(FIRM_TEXT_MAX.address),
  /** The lawyer responsible for the studies, printed in the signature block. */
  lawyer_name: text(FIRM_TEXT_MAX.lawyer_name),
  /** Optional text printed at the foot of every page. */
  footer_text: text(FIRM_TEXT_MAX.footer_text),
});

export type FirmSettingsInput = z.infer<typeof firmSettingsInputSchema>;

/** A stored `firm_settings` record as read back (`logo` is the stored file name, '' when none). */
export const firmSettingsRecordSchema = firmSettingsInputSchema.extend({
  id: z.string(),
  logo: z.string().default(''),
});

export type FirmSettings = z.infer<typeof firmSettingsRecordSchema>;

export const FIRM_SETTINGS_FIELDS = 'id,firm_name,address,lawyer_name,footer_text,logo';

export function emptyFirmSettingsInput(): FirmSettingsInput {
  return { firm_name: '', address: '', lawyer_name: '', footer_text: '' };
}

/** Whether a logo file is acceptable before sending it; a Spanish reason when not. */
export function logoProblem(file: { size: number; type: string }): string | null {
  if (!FIRM_LOGO.mimeTypes.some((type) => type === file.type))
    return 'El logo debe ser una imagen PNG o JPEG.';
  if (file.size > FIRM_LOGO.maxBytes) return 'El logo no puede superar 1 MB.';
  return null;
}

/** The firm as a rendered report prints it (cover, running header, signature block, footer). */
export interface FirmLetterhead {
  firmName: string;
  address: string;
  lawyerName: string;
  footerText: string;
  logo: { bytes: Uint8Array; mimeType: (typeof FIRM_LOGO.mimeTypes)[number] } | null;
}
