import { z } from 'zod';
import type { TrafficLight } from '../findings/finding';
import { readReviewStatus, type ReviewStatus } from '../review/status';
import { REPORT_LIST_FIELDS } from './collections';
import { searchKey } from './listFields';

/*
 * The dashboard's rows (#11 item 6): one request to `new_reports` with only the list columns,
 * searched and sorted by PocketBase (indexes on owner+created and owner+sort_name).
 */

export const REPORT_SORTS = {
  newest: '-created',
  oldest: 'created',
  name: 'sort_name,-created',
  nameDesc: '-sort_name,-created',
} as const;

export type ReportSort = keyof typeof REPORT_SORTS;

export interface ReportListQuery {
  /** Words to find in the name, property (address, comuna, rol), owners (names, RUTs), status or light. */
  search?: string;
  sort?: ReportSort;
}

export interface ReportListRow {
  id: string;
  name: string;
  created: string;
  updated: string;
  propertyAddress: string;
  comuna: string;
  rol: string;
  /** Current owners, `; `-separated. */
  owners: string;
  /** Null until the report is saved once with this version (older reports). */
  trafficLight: TrafficLight | null;
  documentCount: number;
  review: ReviewStatus;
}

const rowSchema = z.object({
  id: z.string(),
  name: z.string().catch(''),
  created: z.string().catch(''),
  updated: z.string().catch(''),
  property_address: z.string().catch(''),
  property_comuna: z.string().catch(''),
  property_rol: z.string().catch(''),
  owner_names: z.string().catch(''),
  traffic_light: z.enum(['rojo', 'amarillo', 'verde']).nullable().catch(null),
  document_count: z.number().catch(0),
});

export const REPORT_LIST_QUERY_FIELDS = REPORT_LIST_FIELDS.join(',');

export function readListRow(record: unknown): ReportListRow | null {
  const parsed = rowSchema.safeParse(record);
  if (!parsed.success) return null;
  const row = parsed.data;
  return {
    id: row.id,
    name: row.name,
    created: row.created,
    updated: row.updated,
    propertyAddress: row.property_address,
    comuna: row.property_comuna,
    rol: row.property_rol,
    owners: row.owner_names,
    trafficLight: row.traffic_light,
    documentCount: row.document_count,
    review: readReviewStatus(record),
  };
}

/**
 * The PocketBase filter for a search: every word must appear in the row's search text, status or
 * traffic light; a number may also be the document count. Values are bound, never spliced.
 */
export function searchFilter(search: string): {
  expression: string;
  params: Record<string, string | number>;
} {
  const words = searchKey(search).split(' ').filter(Boolean).slice(0, 8);
  const params: Record<string, string | number> = {};
  const clauses = words.map((word, index) => {
    params[`w${index}`] = word;
    const alternatives = [
      `search_text ~ {:w${index}}`,
      `review_status ~ {:w${index}}`,
      `traffic_light ~ {:w${index}}`,
    ];
    if (/^\d{1,4}$/.test(word)) {
      params[`n${index}`] = Number(word);
      alternatives.push(`document_count = {:n${index}}`);
    }
    return `(${alternatives.join(' || ')})`;
  });
  return { expression: clauses.join(' && '), params };
}
