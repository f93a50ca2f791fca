import type { DocumentText } from './document';
import type { UnsureReason } from '../../../common/record/provenance';
import { doubted, ProvenanceRecorder, type Provenance, type ProvenanceMap } from './provenance';
import { MONTHS } from './text/dates';

/*
 * Every stated value traced (issue #17 item 1). Readers record provenance where they read a value,
 * sometimes for a whole group (`deslindes`, `propietarios[0]`, `gravamenes[1]`) rather than for
 * each of its values. This pass gives every non-empty value of a document's report part that has
 * no provenance of its own the words it was read from: the value's text looked up first within
 * its group's words, then anywhere in the document. A value whose words are not printed as such
 * (an estado civil read as "separada totalmente de bienes", a `false` read from a sentence) points
 * at its group's words and is marked `derived`. A value recorded with words around it (its label,
 * its sentence) and doubted by OCR for one of them is pointed at its own words among them, so it
 * keeps only OCR's doubt about those; so is a value recorded without boxes (its words not placed),
 * and a yes/no recorded without boxes shows its group's words.
 */

type Leaf = [path: string, value: string | number | boolean];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The list item a path belongs to (`gp_certificates[0].`), or '' for a top-level value. */
export const itemOf = (path: string) => /^[a-z_]+\[\d+\]\./.exec(path)?.[0] ?? '';

/** The non-empty scalar values of a report part with their paths (`propietarios[0].nombre`). */
export function statedLeaves(value: unknown, path = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => statedLeaves(item, `${path}[${index}]`));
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, item]) => statedLeaves(item, path ? `${path}.${key}` : key));
  if (typeof value === 'string') return value.trim() === '' ? [] : [[path, value]];
  if (typeof value === 'number' || typeof value === 'boolean') return [[path, value]];
  return [];
}

/** Text folded for search (no accents, lower case, one space, hyphenated line breaks joined), with each character's index in the original. */
interface Folded {
  text: string;
  origin: number[];
}

function fold(source: string): Folded {
  let text = '';
  const origin: number[] = [];
  for (let index = 0; index < source.length; index++) {
    const char = source[index] ?? '';
    if (/\s/.test(char)) {
      if (!text.endsWith(' ') && text.length > 0) {
        text += ' ';
        origin.push(index);
      }
      continue;
    }
    // "RIQUEL-\nME": a word cut at a line break reads as one.
    if (char === '-' && /^-\s*\n\s*\p{L}/u.test(source.slice(index, index + 6))) {
      while (/\s/.test(source[index + 1] ?? '')) index++;
      continue;
    }
    for (const part of char
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()) {
      text += part;
      origin.push(index);
    }
  }
  return { text, origin };
}

const foldValue = (value: string) => fold(value).text.trim();

/** Cardinal points as certificates also write them. */
const DIRECTION_WORDS: Record<string, string[]> = {
  norte: ['norte', 'nor'],
  sur: ['sur'],
  oriente: ['oriente', 'este'],
  poniente: ['poniente', 'oeste'],
};

/** Estado civil values by the words that state them. */
const ESTADO_CIVIL_WORDS: Record<string, string[]> = {
  soltero: ['soltera', 'soltero'],
  casado: ['casada', 'casado'],
  viudo: ['viuda', 'viudo'],
  divorciado: ['divorciada', 'divorciado'],
  casado_con_separacion_de_bienes: [
    'separacion total de bienes',
    'separada totalmente de bienes',
    'separado totalmente de bienes',
    'separacion de bienes',
  ],
};

/** What the value may look like printed: folded search strings, most specific first. */
export function printedForms(key: string, value: string | number | boolean): string[] {
  if (typeof value === 'boolean') return [];
  if (typeof value === 'number') {
    const digits = String(Math.trunc(Math.abs(value)));
    const grouped = (separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
    return [...new Set([`clp ${grouped(',')}`, `$ ${grouped('.')}`, grouped('.'), grouped(','), digits])];
  }
  if (key === 'direccion') return DIRECTION_WORDS[foldValue(value)] ?? [foldValue(value)];
  if (key === 'estado_civil') return ESTADO_CIVIL_WORDS[value] ?? [foldValue(value.replace(/_/g, ' '))];
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) {
    const [, year = '', month = '', day = ''] = date;
    const monthName = MONTHS[Number(month) - 1] ?? '';
    return [
      `${day}-${month}-${year}`,
      `${day}/${month}/${year}`,
      `${Number(day)} de ${monthName} de ${year}`,
      `${day} de ${monthName} de ${year}`,
      `${Number(day)} de ${monthName} del ${year}`,
    ];
  }
  const folded = foldValue(value);
  const forms = [folded];
  // "3.200 UF" printed "3.200 UF" or "UF 3.200"; "$96.000.000" as "$ 96.000.000".
  const amount = /^\$\s?([\d.,]+)$/.exec(folded);
  if (amount?.[1]) forms.push(`$ ${amount[1]}`, amount[1]);
  const uf = /^([\d.,]+) uf$/.exec(folded);
  if (uf?.[1]) forms.push(`uf ${uf[1]}`, uf[1]);
  return forms;
}

/** Where `form` occurs in `folded` between `from` and `to`, whole words only; -1 when it does not. */
function findWord(folded: string, form: string, from: number, to: number): number {
  let at = folded.indexOf(form, from);
  while (at !== -1 && at + form.length <= to) {
    const before = folded[at - 1] ?? ' ';
    const after = folded[at + form.length] ?? ' ';
    const edge = (char: string) => !/[\p{L}\d]/u.test(char);
    if (edge(before) && (edge(after) || !/[\p{L}\d]/u.test(form.at(-1) ?? ''))) return at;
    at = folded.indexOf(form, at + 1);
  }
  return -1;
}

/** The provenance a value's group was recorded under: its nearest ancestor, else a named sibling. */
function groupOf(path: string, entries: ProvenanceMap): string | null {
  const parts = path.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  for (let length = parts.length - 1; length > 0; length--) {
    const ancestor = parts.slice(0, length).join('.').replace(/\.\[/g, '[');
    if (entries[ancestor]) return ancestor;
  }
  const key = parts.at(-1) ?? '';
  const siblings: Record<string, string[]> = {
    vuelta: ['fojas'],
    conservador_anterior: ['fojas_anterior'],
    vuelta_anterior: ['fojas_anterior', 'numero_anterior'],
    numero_anterior: ['fojas_anterior'],
    ano_anterior: ['fojas_anterior', 'numero_anterior'],
    notaria_comuna: ['notaria'],
    comuna: ['descripcion_propiedad', 'domicilio', 'direccion_propiedad', 'direccion', 'fojas'],
    domicilio: ['fojas', 'propietarios'],
    total_deuda_vencida_liquidada: ['total_deuda_no_vencida_liquidada', 'rol_avaluo'],
    total_deuda_no_vencida_liquidada: ['total_deuda_vencida_liquidada', 'rol_avaluo'],
    tipo_de_sociedad_conyugal: ['numero_de_inscripcion', 'fecha_emision'],
    objeto_expropiacion: ['direccion_propiedad', 'rol_avaluo'],
    plano: ['descripcion_propiedad'],
    tipo_vivienda: ['direccion_propiedad', 'objeto_expropiacion'],
    expropiacion_vial: ['vias_expropiacion_vial', 'objeto_expropiacion', 'direccion_propiedad'],
    tipo_expropiacion_vial: ['vias_expropiacion_vial', 'objeto_expropiacion'],
    tipo_afectacion_vial: ['vias_expropiacion_vial', 'objeto_expropiacion'],
    expropiacion_por_parque: ['tipo_afectacion_por_parque', 'objeto_expropiacion', 'direccion_propiedad'],
    tipo_afectacion_por_parque: ['objeto_expropiacion'],
  };
  const prefix = path.slice(0, path.length - key.length);
  for (const sibling of siblings[key] ?? []) if (entries[`${prefix}${sibling}`]) return `${prefix}${sibling}`;
  return null;
}

/** The span of a recorded provenance's snippet in the folded text, to search its group's values in. */
function snippetSpan(folded: Folded, source: Provenance): [number, number] | null {
  const snippet = foldValue(source.snippet);
  const at = folded.text.indexOf(snippet);
  return at === -1 ? null : [at, at + snippet.length];
}

/** The confidence of a value found by its words when its group's is not known. */
const TRACED_CONFIDENCE = 0.85;

/** Reasons OCR gave for the group's own words: each value's words answer for themselves. */
const OCR_REASONS: ReadonlySet<UnsureReason> = new Set(['ocr_low_confidence', 'ocr_poor_page']);

/**
 * What a value inherits of its group's doubt: what the reader doubted about the group as a whole
 * (a repaired reading, an inferred reference), not OCR's doubt about some of the group's words.
 */
function groupDoubts(anchor: Provenance | undefined): UnsureReason[] {
  return (anchor?.unsure ?? []).filter((reason) => !OCR_REASONS.has(reason));
}

/** A traced value's confidence: its group's as the reader gave it, before OCR lowered it for some of its words. */
function readConfidence(anchor: Provenance | undefined): number {
  if (!anchor) return TRACED_CONFIDENCE;
  return anchor.unsure?.some((reason) => OCR_REASONS.has(reason)) ? TRACED_CONFIDENCE : anchor.confidence;
}

const keyOf = (path: string) => (path.split('.').pop() ?? '').replace(/\[\d+\]$/, '');

/** Provenance for every stated value of `part` that has none, from `document`'s words. */
export function traceValues(part: unknown, entries: ProvenanceMap, document: DocumentText): ProvenanceMap {
  const folded = { text: fold(document.text), raw: fold(document.raw) };
  const recorder = new ProvenanceRecorder(document);
  const traced: ProvenanceMap = {};
  /**
   * A value recorded with the words around it (its label, its sentence) that OCR doubted: pointed
   * at its own words among them, so that only OCR's doubt about those words is its own.
   */
  const narrow = (path: string, value: string | number | boolean, own: Provenance): Provenance | null => {
    const found = locate(folded, printedForms(keyOf(path), value), own, true);
    if (!found) return null;
    const record = found.in === 'text' ? recorder.text.bind(recorder) : recorder.raw.bind(recorder);
    record(path, found.index, found.length, readConfidence(own));
    const source = recorder.entries[path];
    // Found on the very words recorded: the value's doubt is its reader's (a code OCR may misread).
    if (!source?.boxes || JSON.stringify(source.boxes) === JSON.stringify(own.boxes)) return null;
    return doubted({ ...source, ...(own.derived ? { derived: true } : {}) }, groupDoubts(own));
  };
  for (const [path, value] of statedLeaves(part)) {
    const key = keyOf(path);
    const own = entries[path];
    if (own) {
      const unplaced = !own.boxes?.length;
      const narrowed =
        own.unsure?.includes('ocr_low_confidence') || unplaced ? narrow(path, value, own) : null;
      if (narrowed) traced[path] = narrowed;
      else if (unplaced && typeof value === 'boolean') {
        // A yes/no recorded without words of its own (a "vta." absent) shows its group's.
        const group = groupOf(path, { ...entries, ...traced });
        const anchor = group ? (traced[group] ?? entries[group]) : undefined;
        if (anchor?.boxes?.length) traced[path] = { ...own, page: anchor.page, boxes: anchor.boxes };
      }
      continue;
    }
    const known = { ...traced, ...entries };
    const group = groupOf(path, known);
    const anchor = group ? known[group] : undefined;
    const found = locate(folded, printedForms(key, value), anchor);
    if (found) {
      const record = found.in === 'text' ? recorder.text.bind(recorder) : recorder.raw.bind(recorder);
      record(path, found.index, found.length, readConfidence(anchor));
      const source = recorder.entries[path];
      if (source) traced[path] = doubted(source, groupDoubts(anchor));
    } else if (anchor) {
      const { unsure: _unsure, ...words } = anchor;
      // A yes/no has no words of its own: OCR's doubt about its group's words (a "vta." lost) is its
      // own, about the group's own words when they were narrowed to them.
      const reasons =
        typeof value === 'boolean'
          ? (((group ? traced[group] : undefined) ?? anchor).unsure ?? [])
          : groupDoubts(anchor);
      traced[path] = doubted({ ...words, confidence: readConfidence(anchor), derived: true }, reasons);
    }
  }
  return traced;
}

/** Where one of `forms` is printed: among `anchor`'s words first, then (unless `onlyAnchor`) anywhere. */
function locate(
  folded: { text: Folded; raw: Folded },
  forms: string[],
  anchor: Provenance | undefined,
  onlyAnchor = false,
): { in: 'text' | 'raw'; index: number; length: number } | null {
  for (const where of ['text', 'raw'] as const) {
    const source = folded[where];
    const span = anchor ? snippetSpan(source, anchor) : null;
    const ranges: [number, number, boolean][] = [
      ...(span ? [[span[0], span[1], true] as [number, number, boolean]] : []),
      ...(onlyAnchor ? [] : [[0, source.text.length, false] as [number, number, boolean]]),
    ];
    for (const [from, to, inGroup] of ranges)
      for (const form of forms) {
        // A short form ("0", "sur") is only looked for among its group's words.
        if (!form || (form.length < 4 && !inGroup)) continue;
        const at = findWord(source.text, form, from, to);
        if (at === -1) continue;
        const start = source.origin[at] ?? 0;
        const end = (source.origin[at + form.length - 1] ?? start) + 1;
        return { in: where, index: start, length: end - start };
      }
  }
  return null;
}
