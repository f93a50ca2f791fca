import { z } from 'zod';

/** PocketBase record ids: 15 characters, lower-case letters and digits. */
export const pocketBaseIdSchema = z.string().regex(/^[a-z0-9]{15}$/);

/** `?report_id=`: required, once. Its shape is checked apart, as a malformed id is a missing report (404), not a bad request. */
export const downloadQuerySchema = z.object({
  report_id: z.string().trim().min(1),
  /** A past version of the report (issue #20) instead of the report as it is. */
  version: z.coerce.number().int().positive().optional(),
});

export type DownloadQuery = z.infer<typeof downloadQuerySchema>;
