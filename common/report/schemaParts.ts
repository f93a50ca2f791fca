import { z } from 'zod';

import { REPORT_LIMITS } from './limits';

/*
 * The pieces every item schema of the report is built from (schema.ts states the conventions).
 * Apart from schema.ts because the item schemas live with their document types
 * (common/documents/types/) and the report schema is assembled from them.
 */

/** A calendar date as the corpus writes it (`2025-09-08`) or as the editor stores it (midnight in Chile, ISO). */
export const isoDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const date = isoDateSchema.nullable();
export const line = z.string().max(REPORT_LIMITS.shortText);
export const paragraph = z.string().max(REPORT_LIMITS.longText);
export const text = line.nullable();
export const longText = paragraph.nullable();
export const optionalText = line.nullish();
export const integer = z.int().nullable();
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(REPORT_LIMITS.listItems);

/** Fojas, número, año and vuelta: the key of an inscription in a CBR registry. */
export const inscriptionFields = {
  fojas: integer,
  vuelta: z.boolean(),
  numero: integer,
  ano: integer,
};

/** A person named by a certificate: GP owner, taxpayer, spouse. */
export const personRefSchema = z.object({
  nombre: line,
  rut: optionalText,
});

export type PersonRef = z.infer<typeof personRefSchema>;
