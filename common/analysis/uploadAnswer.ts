import { z } from 'zod';
import { FILE_REFUSALS, type FileRefusalCode, type RefusedFile } from '../errors';

export const refusedFileSchema = z.object({
  name: z.string(),
  code: z.custom<FileRefusalCode>(
    (value) => typeof value === 'string' && Object.hasOwn(FILE_REFUSALS, value),
  ),
  message: z.string(),
}) satisfies z.ZodType<RefusedFile>;

/**
 * The answer of POST/PATCH /api/upload_files: the report, the background job analysing the files
 * (issue 21; null when no file was new to the report), and the files left out with their reason.
 */
export const uploadAnswerSchema = z.object({
  report_id: z.string().min(1),
  job_id: z.string().min(1).nullable(),
  refused: z.array(refusedFileSchema).default([]),
});

export type UploadAnswer = z.input<typeof uploadAnswerSchema>;
