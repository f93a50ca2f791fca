import { z } from 'zod';

/** PocketBase record ids: 15 lower-case letters and digits. */
export const reportIdSchema = z.string().regex(/^[a-z0-9]{15}$/);
