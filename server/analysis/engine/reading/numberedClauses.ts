/*
 * An inscription copied as numbered clauses, each named by a label ("PRIMERO (Fecha) Limache, …",
 * "SEGUNDO (Adquirente) JUAN …", "3° Inmueble: Lote N° 14 …"), or as a summary of labelled fields
 * ("ADQUIRENTE: …", "TRADENTE: …", "DESLINDES: …"), instead of the registrar's running sentence:
 * the label says what the clause holds, so each clause is read by its role.
 */

import { foldKeepingLength } from '../text/folded';

/** What a numbered clause holds, told by its label. */
export type ClauseRole =
  'owners' | 'property' | 'boundaries' | 'sellers' | 'price' | 'earlier' | 'rol' | 'date';

export interface NumberedClause {
  role: ClauseRole;
  /** The clause's words after its label, without the stop that ends it. */
  value: string;
  /** Where the value starts in the text searched. */
  index: number;
}

const ORDINAL = String.raw`(?:primero|segundo|tercero|cuarto|quinto|sexto|s[ée]ptimo|octavo|noveno|d[ée]cimo|und[ée]cimo|duod[ée]cimo|\d{1,2}\s?[°º]|\d{1,2}[.)])`;
/**
 * An ordinal, then its label in brackets or before a colon (the label in group 1 or 2); a label
 * may carry a qualifier after a comma up to its colon ("3.- Herederos, según posesión efectiva
 * concedida por …:"), else that clause would run on inside the one before it.
 */
const HEAD = String.raw`${ORDINAL}\s*(?:[.:-]+\s*)?(?:\(\s*(\p{L}[\p{L} ]{2,28}?)\s*\)\s*:?|(\p{L}[\p{L} ]{2,28}?)(?:\s*,[^:.;]{1,160}?)?\s*:)`;
const CLAUSE_HEAD = new RegExp(String.raw`(?<=^|\s)${HEAD}\s*`, 'giu');

/** A cell that is only a clause's ordinal and label ("SEGUNDO  (Adquirente)", "3° Inmueble:"). */
const CLAUSE_LABEL = new RegExp(String.raw`^\s*${HEAD}\s*$`, 'iu');

/** Whether a line's left cell is a numbered clause's label, which the clause's value follows. */
export function isClauseLabel(cell: string): boolean {
  return CLAUSE_LABEL.test(cell);
}

/** Labels by role, on accent-folded lower case. */
const ROLES: [ClauseRole, RegExp][] = [
  // An inheritance's clauses name the heirs, who own it, and the causante, whose title it was.
  ['owners', /^(?:adquirentes?|compradora?e?s?|adquirientes?|due[ñn][oa]s?|propietari[oa]s?|herederos?)$/u],
  ['property', /^(?:inmueble|propiedad|predio|bien\s+raiz)$/u],
  ['boundaries', /^deslindes?$/u],
  ['sellers', /^(?:tradentes?|vendedora?e?s?|enajenantes?|transferente|causante)$/u],
  ['price', /^precio$/u],
  ['earlier', /^(?:(?:titulo|inscripcion)\s+)?anterior$/u],
  ['rol', /^rol(?:\s+de\s+avaluo)?$/u],
  // The inscription's own date ("FECHA: 4 de agosto de 2008"), not the deed's nor the copy's.
  ['date', /^fecha(?:\s+de\s+(?:la\s+)?(?:inscripcion|anotacion))?$/u],
];

/** Fewer labelled clauses than this are no copy in numbered clauses. */
const MIN_CLAUSES = 4;

/**
 * A label in capitals before its colon, with no ordinal, as a registry's summary form prints each
 * field on a line of its own ("ADQUIRENTE: …", "TRADENTE: …", "TÍTULO ANTERIOR: …"); capitals
 * only, so a sentence's "el inmueble:" is none. Not a time ("HORA: 10:30") nor a figure's colon.
 */
const LABEL_HEAD = /(?<=^|\s)(\p{Lu}{3,}(?:[ \t]\p{Lu}{2,}){0,2})[ \t]?:(?!\d)\s*/gu;

/** A one-word label before dotted leaders, a card's field ("Precio ........ $ 21.500.000"). */
const LEADER_LABEL = /(?<=\s)\p{Lu}\p{Ll}+[ \t]*\.{3,}/gu;

/**
 * The text with each capitalised label (or label before dotted leaders) turned into a stop, its
 * length kept (offsets still hold): in a summary the next label ends a value, as a stop ends a
 * sentence.
 */
export function labelsAsStops(text: string): string {
  const stop = (label: string) => '.'.padEnd(label.length, ' ');
  return text.replace(LABEL_HEAD, stop).replace(LEADER_LABEL, stop);
}

/**
 * The numbered clauses of a copy written in them, by role, or else its capitalised labels; empty
 * when the text is no such copy.
 */
export function numberedClauses(text: string): NumberedClause[] {
  const numbered = clausesAt(text, [...text.matchAll(CLAUSE_HEAD)]);
  return numbered.length > 0 ? numbered : clausesAt(text, [...text.matchAll(LABEL_HEAD)]);
}

/** The clauses the heads open, each running to the next head; none when too few. */
function clausesAt(text: string, heads: RegExpExecArray[]): NumberedClause[] {
  if (heads.length < MIN_CLAUSES) return [];
  const clauses: NumberedClause[] = [];
  heads.forEach((head, position) => {
    const label = foldKeepingLength(head[1] ?? head[2] ?? '')
      .toLowerCase()
      .replace(/\s+/gu, ' ')
      .trim();
    const role = ROLES.find(([, pattern]) => pattern.test(label))?.[0];
    const start = head.index + head[0].length;
    const end = heads[position + 1]?.index ?? clauseEnd(text, start);
    const value = text
      .slice(start, end)
      .replace(/[\s.;,-]+$/u, '')
      .trim();
    if (role && value !== '') clauses.push({ role, value, index: start });
  });
  // The date alone makes no copy of clauses: a copy numbering its date, causante and heirs reads
  // its heirs by the running reader, as before the date was read here.
  const roles = clauses.filter((clause) => clause.role !== 'date');
  return roles.length >= MIN_CLAUSES ? clauses : [];
}

/** The last clause ends at its sentence's stop: what follows is the copy's closing or a note. */
function clauseEnd(text: string, start: number): number {
  const stop = /\.(?:-|\s|$)/u.exec(text.slice(start));
  return stop ? start + stop.index : text.length;
}
