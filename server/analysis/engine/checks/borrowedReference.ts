import { findLienKinds, kindOfTipo, registryOf } from '../../../../common/vocabularies/lienKinds';
import { foldLower } from '../text/folded';

/*
 * A GP entry's reference is printed beside its own kind: one read past another entry's reference
 * or kind belongs to that other entry (issue #17, "one reference, one role").
 */

/** An inscription's reference as printed: "Fs. 3340", "fojas 840", "Fs.1402", "Fojas : 802". */
const PRINTED_REFERENCE = /(?<!\p{L})(?:fs|fjs|fojas)\.?\s*:?\s*(\d[\d.]*)/gu;

/** Characters after a kind's words within which another kind still qualifies it ("… de prohibición"). */
const OWN_PHRASE = 5;

type LienKindFound = ReturnType<typeof findLienKinds>[number];

/**
 * The words before the entry's `fojas` in its snippet: the references printed there, the lien kinds
 * named there and the last of them that is the entry's own kind (its heading); undefined when the
 * fojas is not printed or no heading of its kind precedes it.
 */
function beforeFojas(tipo: string, fojas: number, snippet: string) {
  const kind = kindOfTipo(tipo);
  const references = [...foldLower(snippet).matchAll(PRINTED_REFERENCE)].map((match) => ({
    index: match.index,
    number: Number((match[1] ?? '').replace(/\./g, '')),
  }));
  const target = references.find((reference) => reference.number === fojas);
  if (!kind || !target) return undefined;
  const kinds = findLienKinds(snippet).filter((found) => found.index < target.index);
  const heading: LienKindFound | undefined = kinds.filter((found) => found.kind === kind).at(-1);
  if (!heading) return undefined;
  const between = references.filter(
    (reference) => reference.index > heading.index && reference.index < target.index,
  );
  return { kind, kinds, heading, between };
}

/**
 * True when the lien's `fojas` was not the first reference printed after its kind in its snippet
 * ("1 HIPOTECA Fs.1402No 1190 … 2 PROHIBICION Fs.1210v Nro 1385" read as the hipoteca's 1210):
 * another reference, or another lien's kind, stands between, so it was read from the next entry.
 */
export function referenceOfAnotherEntry(tipo: string, fojas: number, snippet: string): boolean {
  const before = beforeFojas(tipo, fojas, snippet);
  if (!before) return false;
  const { kind, kinds, heading, between } = before;
  // A kind named within the heading's own phrase ("Medida precautoria de prohibición") is no other entry's.
  const headingEnd = heading.index + heading.text.length + OWN_PHRASE;
  return between.length > 0 || kinds.some((found) => found.index > headingEnd && found.kind !== kind);
}

/** A registry's name as a label prints it, in the plural: "Interdicciones y Prohibiciones", "Hipotecas". */
const REGISTRY_NAME = /^(?:hipotecas|gravamenes|prohibiciones|interdicciones)$/;

/**
 * True when, among the words a whole entry was read from, its `fojas` is printed under another
 * registry's name after its own kind ("Naturaleza : PRIMERA HIPOTECA … Registro : Interdicciones y
 * Prohibiciones Fojas : 802"): its kind came from one inscription, its reference from the next. A
 * kind word inside the entry's own text ("contratos de arrendamiento") is no registry's name.
 */
export function referenceUnderAnotherRegistry(tipo: string, fojas: number, snippet: string): boolean {
  const before = beforeFojas(tipo, fojas, snippet);
  if (!before) return false;
  const { kind, kinds, heading } = before;
  return kinds.some(
    (found) =>
      found.index > heading.index &&
      found.registry !== registryOf(kind) &&
      REGISTRY_NAME.test(foldLower(found.text)),
  );
}

/** What opens a certificate's entry before its kind: a sentence's start, a number, an article. */
const ENTRY_OPENING =
  /(?:^|[.;:]\s+|\n\s*)(?:\d+\s*[.)-]+\s*)?(?:una?\s+)?(?:(?:primera|segunda|tercera|cuarta|quinta)\s+)?$/i;

/**
 * True when, among the words a whole entry was read from, its `fojas` is printed after another
 * entry opened with another kind ("UNA SERVIDUMBRE … Inscrita a ís 880 … UNA PRIMERA HIPOTECA …
 * a fs 5.120"): its own reference was lost, and the next entry's was read for it. A kind named
 * inside the entry's sentence ("… celebrar contratos de hipoteca") opens no entry.
 */
export function referencePastAnotherEntry(tipo: string, fojas: number, snippet: string): boolean {
  const before = beforeFojas(tipo, fojas, snippet);
  if (!before) return false;
  const { kind, kinds, heading } = before;
  return kinds.some(
    (found) =>
      found.index > heading.index + heading.text.length + OWN_PHRASE &&
      found.kind !== kind &&
      ENTRY_OPENING.test(snippet.slice(0, found.index)),
  );
}

/** A registry's name closing the words right before a reference: a table's registry cell ("Prohibiciones fs. 530"). */
const REGISTRY_CELL_BEFORE = /(hipotecas|gravamenes|prohibiciones|interdicciones)\s*$/;

/**
 * True when the entry's `fojas` is printed right after another registry's name, as a table's
 * registry cell opens its row ("Prohibiciones fs. 530 N° 466 …" read as a servidumbre's): a table
 * read column by column gave the entry its kind from one row and its reference from another.
 */
export function referenceInAnotherRegistryCell(tipo: string, fojas: number, snippet: string): boolean {
  const kind = kindOfTipo(tipo);
  if (!kind) return false;
  const folded = foldLower(snippet);
  return [...folded.matchAll(PRINTED_REFERENCE)].some((reference) => {
    if (Number((reference[1] ?? '').replace(/\./g, '')) !== fojas) return false;
    const cell = REGISTRY_CELL_BEFORE.exec(folded.slice(Math.max(0, reference.index - 20), reference.index));
    const registry = cell?.[1] ? findLienKinds(cell[1])[0]?.registry : undefined;
    return registry !== undefined && registry !== registryOf(kind);
  });
}
