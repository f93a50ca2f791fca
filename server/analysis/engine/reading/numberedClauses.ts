/*
 * An inscription copied as numbered clauses, each named by a label ("PRIMERO (Fecha) Limache, …",
 * "SEGUNDO (Adquirente) JUAN …", "3° Inmueble: Lote N° 14 …"), instead of the registrar's running
 * sentence: the label says what the clause holds, so each clause is read by its role.
 */

import { foldKeepingLength } from '../text/folded';

/** What a numbered clause holds, told by its label. */
export type ClauseRole = 'owners' | 'property' | 'boundaries' | 'sellers' | 'price' | 'earlier' | 'rol';

export interface NumberedClause {
  role: ClauseRole;
  /** The clause's words after its label, without the stop that ends it. */
  value: string;
  /** Where the value starts in the text searched. */
  index: number;
}

const ORDINAL = String.raw`(?:primero|segundo|tercero|cuarto|quinto|sexto|s[ée]ptimo|octavo|noveno|d[ée]cimo|und[ée]cimo|duod[ée]cimo|\d{1,2}\s?[°º]|\d{1,2}[.)])`;
/** An ordinal, then its label in brackets or before a colon (the label in group 1 or 2). */
const HEAD = String.raw`${ORDINAL}\s*(?:[.:-]+\s*)?(?:\(\s*(\p{L}[\p{L} ]{2,28}?)\s*\)\s*:?|(\p{L}[\p{L} ]{2,28}?)\s*:)`;
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
];

/** Fewer labelled clauses than this are no copy in numbered clauses. */
const MIN_CLAUSES = 4;

/** The numbered clauses of a copy written in them, by role; empty when the text is no such copy. */
export function numberedClauses(text: string): NumberedClause[] {
  const heads = [...text.matchAll(CLAUSE_HEAD)];
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
  return clauses.length >= MIN_CLAUSES ? clauses : [];
}

/** The last clause ends at its sentence's stop: what follows is the copy's closing or a note. */
function clauseEnd(text: string, start: number): number {
  const stop = /\.(?:-|\s|$)/u.exec(text.slice(start));
  return stop ? start + stop.index : text.length;
}
