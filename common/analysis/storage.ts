import { z } from 'zod';

/**
 * GET /analysis/api/storage: the bytes of the caller's PDFs and their quota (issue 21). `used_bytes`
 * counts the reports' source PDFs and those still waiting in analysis jobs (`queued_bytes`).
 */
export const storageUsageSchema = z.object({
  used_bytes: z.number().int().nonnegative(),
  queued_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().positive().nullable(),
});

export type StorageUsage = z.infer<typeof storageUsageSchema>;

const megabytes = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** `12,3 MB`: storage sizes as the settings page and the quota message show them. */
export const formatMegabytes = (bytes: number): string => `${megabytes.format(bytes / (1024 * 1024))} MB`;
