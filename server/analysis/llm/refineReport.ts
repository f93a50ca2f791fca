import { z } from 'zod';
import { REPORT_LIST_KEYS, REPORT_LISTS, type ReportListKey } from '../../../common/documents/reportLists';
import { UNSURE_CONFIDENCE, type ProvenanceMap } from '../../../common/record/provenance';
import type { Report } from '../../../common/report/schema';
import type { JsonRequest } from './chatClient';

const LLM_CONFIDENCE = 0.45;
const MAX_DOCUMENT_CHARS = 24_000;

export type AskJson = (request: JsonRequest) => Promise<unknown>;

export interface RefineInput {
  output: Report;
  provenance: ProvenanceMap;
  /** Full text of each analysed file, by file name. */
  texts: Record<string, string>;
}

export interface RefineResult {
  output: Report;
  provenance: ProvenanceMap;
  /** Output paths the model filled. */
  filled: string[];
}

function unwrap(schema: z.ZodType): z.ZodType {
  let inner: unknown = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) inner = inner.unwrap();
  return inner instanceof z.ZodType ? inner : schema;
}

const isScalar = (schema: z.ZodType): boolean => {
  const inner = unwrap(schema);
  return !(inner instanceof z.ZodArray || inner instanceof z.ZodObject);
};

/** The entry's scalar fields the rules left empty, or filled with low confidence. */
function openFields(
  list: ReportListKey,
  index: number,
  entry: Record<string, unknown>,
  provenance: ProvenanceMap,
): string[] {
  return Object.entries(REPORT_LISTS[list].schema.shape)
    .filter(([field, schema]) => {
      if (!isScalar(schema)) return false;
      const value = entry[field];
      if (value === null || value === undefined || value === '') return true;
      const source = provenance[`${list}[${index}].${field}`];
      return source !== undefined && source.confidence < UNSURE_CONFIDENCE;
    })
    .map(([field]) => field);
}

/** The file the rules read this entry from, known from the provenance of its other values. */
function sourceFile(list: ReportListKey, index: number, provenance: ProvenanceMap): string | undefined {
  const prefix = `${list}[${index}]`;
  return Object.entries(provenance).find(([path]) => path === prefix || path.startsWith(`${prefix}.`))?.[1]
    .file;
}

function fieldsSchema(list: ReportListKey, fields: string[]): z.ZodObject {
  const shape = REPORT_LISTS[list].schema.shape;
  return z.object(
    Object.fromEntries(fields.map((field) => [field, unwrap(shape[field as keyof typeof shape]).nullable()])),
  );
}

/**
 * Optional refinement by a language model: for each entry, asks it only for the fields the rules
 * left empty or unsure, with the source document's text, under a JSON schema; validates the answer
 * and never overwrites a value the rules were confident about. Any failure leaves the report as is.
 */
export async function refineReport(input: RefineInput, ask: AskJson): Promise<RefineResult> {
  const output: Report = structuredClone(input.output);
  const provenance: ProvenanceMap = { ...input.provenance };
  const filled: string[] = [];

  for (const list of REPORT_LIST_KEYS) {
    const entries: Record<string, unknown>[] = output[list] ?? [];
    for (const [index, entry] of entries.entries()) {
      const fields = openFields(list, index, entry, provenance);
      const file = sourceFile(list, index, provenance);
      const text = file ? input.texts[file] : undefined;
      if (fields.length === 0 || !file || !text) continue;
      const schema = fieldsSchema(list, fields);
      let answer: unknown;
      try {
        answer = await ask({
          system:
            'Eres un asistente que extrae datos de documentos legales chilenos de propiedades. Responde solo con lo que ' +
            'el documento dice expresamente; usa null cuando el dato no aparece. Fechas en formato AAAA-MM-DD, montos y ' +
            'números como enteros sin separadores, nombres en mayúsculas como en el documento.',
          user: `Documento «${file}»:\n\n${text.slice(0, MAX_DOCUMENT_CHARS)}\n\nExtrae los campos: ${fields.join(', ')}.`,
          schemaName: `${list}_fields`,
          jsonSchema: z.toJSONSchema(schema),
        });
      } catch {
        continue;
      }
      // Strict schemas list every field as required; accept an answer that leaves some out.
      const parsed = schema.partial().safeParse(answer);
      if (!parsed.success) continue;
      for (const [field, value] of Object.entries(parsed.data)) {
        if (value === null || value === undefined) continue;
        entry[field] = value;
        const path = `${list}[${index}].${field}`;
        provenance[path] = {
          file,
          page: 1,
          snippet: 'Valor propuesto por el modelo de lenguaje',
          confidence: LLM_CONFIDENCE,
        };
        filled.push(path);
      }
    }
  }
  return { output, provenance, filled };
}
