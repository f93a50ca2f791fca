/*
 * A copy printed with its lines numbered ("18 | Parcela número seis; SUR, …"): where a worn copy
 * lost the column's rule, OCR reads the line's number into the text, before a deslinde's
 * neighbour ("18 Parcela número seis"). No neighbour opens on a bare number before its noun.
 */

const LINE_NUMBER_BEFORE_NEIGHBOUR =
  /^\d{1,3}\s+(?:parcela|lote|sitio|hijuela|calle|camino|pasaje|avenida|propiedad|terreno|predio|resto|estero|r[íi]o|fundo)\b/iu;

/** Whether a deslinde's neighbour opens on a line's number read into it. */
export function lineNumberBeforeNeighbour(neighbour: string): boolean {
  return LINE_NUMBER_BEFORE_NEIGHBOUR.test(neighbour.trim());
}
