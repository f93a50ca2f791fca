/*
 * A lien certificate printing each registry's name in a column ruled off from its entries by a bar
 * ("HIPOTECAS     │ Fs. 95 N° 81 año 2013 … a favor de" / "              │ BANCO X por 1.300 UF."):
 * the name heads its entries as a labelled heading would ("HIPOTECAS: Fs. 95 …"), and a line whose
 * name cell is blank continues the entry above it, the bar no word of it. Read as a margin, the
 * names would fall after the entries and the bar would cut a creditor's name from its "a favor de".
 */

/** A line of the column: the name cell (maybe blank), one bar, then the entry's words. */
const RULED_LINE = /^\s*([^|│¦]*?)\s*[|│¦]\s+(\S[^|│¦]*)$/u;
/** A registry's name as a lien certificate heads its section ("HIPOTECAS", "BIEN FAMILIAR"). */
const REGISTRY_NAME =
  /^(?:hipotecas?|grav[áa]menes|prohibiciones|interdicciones|embargos|litigios?|bien\s+familiar|medidas\s+precautorias)(?:\s+(?:y|e)\s+(?:grav[áa]menes|hipotecas|interdicciones|prohibiciones|embargos))?$/iu;
/** Registries named in the column that make it one: fewer may be a copy's margin note. */
const MIN_NAMES = 2;

/** The page's lines with a column of registry names ruled off from their entries read as headings. */
export function readRegistryColumn(lines: string[]): string[] {
  const cells = lines.map((line) => RULED_LINE.exec(line));
  const names = cells.filter((cell) => cell?.[1] && REGISTRY_NAME.test(cell[1])).length;
  // Every cell of the column is a registry's name or blank: a copy's margin holds other words.
  const other = cells.some((cell) => cell?.[1] && !REGISTRY_NAME.test(cell[1]));
  if (names < MIN_NAMES || other) return lines;
  return lines.map((line, at) => {
    const cell = cells[at];
    if (!cell) return line;
    return cell[1] ? `${cell[1]}: ${cell[2] ?? ''}` : (cell[2] ?? '');
  });
}
