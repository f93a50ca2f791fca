import { z } from 'zod';

/** PocketBase record ids: 15 lower-case letters and digits. */
export const reportIdSchema = z.string().regex(/^[a-z0-9]{15}$/);

/** `Idempotency-Key` of an upload: a retry with the same key answers the report the first stored. */
export const uploadKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
