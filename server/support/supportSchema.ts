import { z } from 'zod';

/** SPEC §7: `{ subject, content }`, both non-blank after trimming. */
export const supportRequestSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(10_000),
});

export type SupportRequest = z.infer<typeof supportRequestSchema>;
