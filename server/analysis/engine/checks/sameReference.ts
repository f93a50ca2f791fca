/** An inscription's or a lien's registry reference, as the report's items carry it. */
export interface Reference {
  fojas: number | null;
  numero: number | null;
  ano: number | null;
}

/** True when both name the same fojas, número and año (an unread fojas or número names nothing). */
export const sameReference = (a: Reference, b: Reference) =>
  a.fojas !== null && a.numero !== null && a.fojas === b.fojas && a.numero === b.numero && a.ano === b.ano;
