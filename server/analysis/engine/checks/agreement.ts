import {
  DOUBTFUL_CONFIDENCE,
  isUnsure,
  type Provenance,
  type ProvenanceMap,
  type UnsureReason,
} from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { itemOf, statedLeaves } from '../traceValues';
import { foldLower } from '../text/folded';

/*
 * Agreement across documents settles the doubt about a reading (issue #17: a value that agrees
 * with other documents stays unmarked): a value OCR read with low confidence, one the engine
 * could not point at its words, or one read with low confidence of the reader's own (a RUT whose
 * check digit fails) that another document gives alike, itself read without a doubt about its
 * words, was read right; two independent readings do not make the same mistake. A RUT printed
 * alike twice with a wrong check digit is the documents' own error, which the findings report.
 * Only values every document must give alike are compared: the property's inscription, its rol,
 * its comuna, its owners' names (as the inscription, the GP, the TGR and the municipality print
 * them, in any order), any person's RUT, the description each title copies from the last, and the
 * office (conservador) heading the titles and GP certificates, which one CBR issues together (an
 * office its list does not hold is read doubtful, and two headings read alike confirm it). A title
 * also prints again what the next one down the chain prints itself: its earlier title's reference,
 * its seller (that title's owner) and often its notary; the TGR and the SII print the same roll entry's address. Agreement also settles a close call on a
 * document's type: a title read as the dominio vigente whose inscription is the one another
 * document certifies for the property is the current title, not the earlier one it resembles.
 */

/** Values that different documents state about the same thing, by path: the thing's name. */
const SAME_THING: [RegExp, string][] = [
  [
    /^(?:property_registry_history\[0\]|gp_certificates\[\d+\])\.(fojas|vuelta|numero|ano)$/,
    'inscription $1',
  ],
  [
    /^(?:property_registry_history\[0\]|debt_certificates\[\d+\]|certificados_avaluo\[\d+\]|property_situation_reports\[\d+\]|public_expropriation_certificates\[\d+\])\.rol_avaluo$/,
    'rol',
  ],
  [
    /^(?:gp_certificates|debt_certificates|certificados_avaluo|property_situation_reports|public_expropriation_certificates)\[\d+\]\.(?:comuna|comuna_propiedad)$/,
    'comuna',
  ],
  [
    /^(?:(?:property_registry_history\[0\]|gp_certificates\[\d+\])\.propietarios\[\d+\]|(?:debt_certificates|public_expropriation_certificates)\[\d+\]\.contribuyente|certificados_matrimonio\[\d+\]\.(?:marido|mujer))\.nombre$/,
    'owner nombre',
  ],
  [/\.rut$/, 'rut'],
  // A seller is the owner the earlier title names; a party is named alike in every document.
  [/^property_registry_history\[\d+\]\.(?:propietarios|vendedores)\[\d+\]\.nombre$/, 'owner nombre'],
  [/^(?:property_registry_history|gp_certificates)\[\d+\]\.conservador$/, 'office'],
  // A lien's office taken from its certificate's (derived) shares that office's doubt, and its settling.
  [/^gp_certificates\[\d+\]\.(?:gravamenes|prohibiciones)\[\d+\]\.conservador$/, 'derived office'],
  [/^property_registry_history\[\d+\]\.notaria$/, 'notary'],
  // Each title copies its predecessor's description of the property.
  [/^property_registry_history\[\d+\]\.descripcion_propiedad$/, 'description'],
  // The TGR and the SII print the SII's roll entry for the rol.
  [
    /^(?:debt_certificates\[\d+\]\.direccion_propiedad|certificados_avaluo\[\d+\]\.direccion)$/,
    'roll address',
  ],
];

/** Names of several words, which two readings OCR doubted would not both misread alike. */
const LONG_NAMES: ReadonlySet<string> = new Set(['owner nombre', 'notary']);

/**
 * The thing a title's value states that only one other place prints: its inscription's reference,
 * printed again as the next title's earlier one (`fojas_anterior` of entry i is entry i+1's fojas).
 * Not its boundaries: worn copies of titles that copy one another misread a street alike.
 */
function chainThing(path: string): string | null {
  // Not the vuelta: a "no" is read from the word's absence, which two readings share whatever was printed.
  const reference = /^property_registry_history\[(\d+)\]\.(fojas|numero|ano)(_anterior)?$/.exec(path);
  if (!reference) return null;
  const title = Number(reference[1]) + (reference[3] ? 1 : 0);
  // The current title's own reference is compared as the property's inscription (SAME_THING).
  return title === 0 ? null : `title ${title} ${reference[2] ?? ''}`;
}

/** What a thing's value is compared by: no accents, case, spacing or punctuation; a rol by its two numbers. */
function valueKey(thing: string, value: string | number | boolean): string {
  const folded = foldLower(String(value));
  if (thing === 'rol') {
    const numbers = folded.match(/\d+/g) ?? [];
    return numbers
      .slice(-2)
      .map((number) => String(Number(number)))
      .join('-');
  }
  if (thing === 'comuna') return folded.replace(/^\s*comuna\s+de\s+/, '').replace(/[^a-z0-9]+/g, '');
  // Words OCR read with a stain's punctuation ("H] EL MANZANO") are not the words.
  if (thing === 'roll address') return folded.replace(/\s+/g, '');
  // The TGR and the GP print surnames first ("OYARZUN MANSILLA FRANCISCA JAVIERA").
  if (LONG_NAMES.has(thing)) return (folded.match(/[a-z0-9]+/g) ?? []).sort().join(' ');
  return folded.replace(/[^a-z0-9]+/g, '');
}

function thingOf(path: string): string | null {
  for (const [pattern, name] of SAME_THING) {
    const match = pattern.exec(path);
    if (match) return name.replace('$1', match[1] ?? '');
  }
  return chainThing(path);
}

/** Every stated value that another document may state alike, with the thing it states and its key. */
function readingsOf(report: Report, provenance: ProvenanceMap) {
  return statedLeaves(report).flatMap(([path, value]) => {
    const source = provenance[path];
    const found = thingOf(path);
    // Not a lien's office read in its own row: its doubt is about that row's words.
    if (!source || !found || (found === 'derived office' && source.derived !== true)) return [];
    const thing = found === 'derived office' ? 'office' : found;
    return [{ path, thing, key: valueKey(thing, value), source }];
  });
}

/** OCR's doubts: about the value's own words, or about its page as a whole. */
const OCR_DOUBTS: ReadonlySet<UnsureReason> = new Set(['ocr_low_confidence', 'ocr_poor_page']);

/** Doubts about a reading that another document's alike reading settles. */
const READING_DOUBTS: ReadonlySet<UnsureReason> = new Set([...OCR_DOUBTS, 'inferred']);

/** The confidence of a value another document confirms. */
export const AGREED_CONFIDENCE = 0.85;

/** Doubted for its reading alone: OCR's or the locator's doubt, or a low confidence of the reader's own. */
function doubtedReading(source: Provenance): boolean {
  const reasons = source.unsure ?? [];
  return reasons.length === 0 ? isUnsure(source) : reasons.some((reason) => READING_DOUBTS.has(reason));
}

/** Words a name must have for two readings OCR doubted, alike word for word, to confirm each other. */
const CORROBORATING_NAME_WORDS = 3;

/**
 * Whether another document's alike reading confirms one: read without a doubt of its own, or only
 * with OCR's when the one it confirms was not. Two readings OCR doubted are not evidence enough
 * for a number or a short value, which a confusion may turn alike in both; they are for a name of
 * three words or more, or a property's description, printed by two documents in their own
 * layouts, which OCR would not misread the same way twice.
 */
function confirms(other: Provenance, ocrDoubted: boolean, longName: boolean): boolean {
  const reasons = other.unsure ?? [];
  const ocrOnly = reasons.every((reason) => OCR_DOUBTS.has(reason));
  return reasons.length === 0 || (ocrOnly && (!ocrDoubted || longName));
}

/**
 * Paths of the values another document gives alike, itself read with no doubt but OCR's: a third
 * document's reading against such a value, doubted by OCR, is the odd one (engine/conflicts.ts).
 */
export function givenAlikeElsewhere(report: Report, provenance: ProvenanceMap): Set<string> {
  const readings = readingsOf(report, provenance);
  const ocrOnly = (source: Provenance) => (source.unsure ?? []).every((reason) => OCR_DOUBTS.has(reason));
  return new Set(
    readings
      .filter(
        (reading) =>
          reading.key !== '' &&
          readings.some(
            (other) =>
              other.thing === reading.thing &&
              other.key === reading.key &&
              other.source.file !== reading.source.file &&
              ocrOnly(other.source),
          ),
      )
      .map((reading) => reading.path),
  );
}

/** Whether two readings come from different documents: other files, or other certificates and pages of one carpeta. */
export const otherDocument = (a: Provenance, b: Provenance, pathA: string, pathB: string) =>
  a.file !== b.file || (a.page !== b.page && itemOf(pathA) !== itemOf(pathB));

/**
 * The provenance with the reading's doubt lifted from every value another document gives alike
 * (another file, or another certificate on other pages of a carpeta scanned as one file).
 */
export function settleByAgreement(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const readings = readingsOf(report, provenance);
  const settled: ProvenanceMap = { ...provenance };
  for (const reading of readings) {
    if (!doubtedReading(reading.source) || reading.key === '') continue;
    const ocrDoubted = reading.source.unsure?.some((reason) => OCR_DOUBTS.has(reason)) ?? false;
    const longName =
      reading.thing === 'description' ||
      (LONG_NAMES.has(reading.thing) && reading.key.split(' ').length >= CORROBORATING_NAME_WORDS);
    const confirmed = readings.some(
      (other) =>
        other.thing === reading.thing &&
        other.key === reading.key &&
        otherDocument(other.source, reading.source, other.path, reading.path) &&
        confirms(other.source, ocrDoubted, longName),
    );
    if (confirmed) settled[reading.path] = withoutReadingDoubt(reading.source);
  }
  return settleRepairsByAgreement(readings, settled);
}

const REPAIRED: UnsureReason = 'repaired_reading';

/**
 * Whether agreement on a thing also confirms a repaired reading: a number, or a name compared
 * word by word. Not a thing compared without its spaces (a description, a roll address, a comuna):
 * a repair that split or joined words leaves its key alike to the other reading's, right or not.
 */
const repairSettles = (thing: string) =>
  /^(?:inscription (?:fojas|numero|ano)|title \d+ (?:fojas|numero|ano))$/.test(thing) ||
  ['owner nombre', 'notary', 'office', 'rut'].includes(thing);

/**
 * The provenance with the repair's doubt lifted from a repaired reading (a garbled "número", a
 * name OCR glued) that another document gives alike, itself read with no doubt at all: the clean
 * reading shows the repair restored what was printed. Its other doubts stay.
 */
function settleRepairsByAgreement(
  readings: ReturnType<typeof readingsOf>,
  provenance: ProvenanceMap,
): ProvenanceMap {
  const settled: ProvenanceMap = { ...provenance };
  for (const reading of readings) {
    const source = settled[reading.path];
    if (!source?.unsure?.includes(REPAIRED) || reading.key === '' || !repairSettles(reading.thing)) continue;
    const confirmed = readings.some(
      (other) =>
        other.thing === reading.thing &&
        other.key === reading.key &&
        otherDocument(other.source, reading.source, other.path, reading.path) &&
        !isUnsure(other.source),
    );
    if (!confirmed) continue;
    const { unsure = [], ...entry } = source;
    const left = unsure.filter((reason) => reason !== REPAIRED);
    settled[reading.path] =
      left.length > 0
        ? { ...entry, unsure: left }
        : { ...entry, confidence: Math.max(entry.confidence, AGREED_CONFIDENCE) };
  }
  return settled;
}

/** True when a value's only doubts are about its reading (OCR's, or the locator's `inferred`). */
export function onlyReadingDoubts(source: Provenance): boolean {
  const reasons = source.unsure ?? [];
  return reasons.length > 0 && reasons.every((reason) => READING_DOUBTS.has(reason));
}

/** The provenance of a value another reading confirms: its reading's doubts lifted, the rest kept. */
export function withoutReadingDoubt(source: Provenance): Provenance {
  const { unsure = [], ...entry } = source;
  const left = unsure.filter((reason) => !READING_DOUBTS.has(reason));
  return left.length > 0
    ? { ...entry, unsure: left }
    : { ...entry, confidence: Math.max(entry.confidence, AGREED_CONFIDENCE) };
}

export const CLOSE_CALL: UnsureReason = 'close_classification';

/** The confidence of a value whose only doubt was its document's close type call, once settled. */
export const SETTLED_TYPE_CONFIDENCE = 0.7;

/**
 * A document of the dossier: its file and the report item read from it (a carpeta scanned as one
 * file holds several, a dominio vigente and its GP among them).
 */
const documentOf = (path: string, source: Provenance) => `${source.file}#${itemOf(path)}`;

/** The property's inscription as each document reads it: fojas, número and año, by document. */
function inscriptionsByDocument(report: Report, provenance: ProvenanceMap): Map<string, Map<string, string>> {
  const byDocument = new Map<string, Map<string, string>>();
  for (const [path, value] of statedLeaves(report)) {
    const thing = thingOf(path);
    const source = provenance[path];
    // The vuelta, a yes/no often left unread, says too little to tell two inscriptions apart.
    if (!thing?.startsWith('inscription ') || thing === 'inscription vuelta' || !source) continue;
    const document = documentOf(path, source);
    const found = byDocument.get(document) ?? new Map<string, string>();
    found.set(thing, valueKey(thing, value));
    byDocument.set(document, found);
  }
  return byDocument;
}

/**
 * The parts two readings of one inscription read apart, or null when they read two inscriptions:
 * one when both give its fojas and número and every part both give is alike (none apart), or when
 * both give its número and año alike and only the fojas apart (a register numbers its inscriptions
 * once a year; a worn copy misreads the fojas).
 */
function partsReadApart(a: Map<string, string>, b: Map<string, string>): string[] | null {
  const shared = [...a.keys()].filter((thing) => b.has(thing));
  const apart = shared.filter((thing) => a.get(thing) !== b.get(thing));
  const gives = (things: string[]) => things.every((thing) => shared.includes(thing));
  if (gives(['inscription fojas', 'inscription numero']) && apart.length === 0) return [];
  const fojasOnly = apart.length === 1 && apart[0] === 'inscription fojas';
  return gives(['inscription numero', 'inscription ano']) && fojasOnly ? apart : null;
}

/** The provenance with the close call lifted from every value read from one of `files`. */
export function withoutCloseCallIn(provenance: ProvenanceMap, files: readonly string[]): ProvenanceMap {
  if (files.length === 0) return provenance;
  return Object.fromEntries(
    Object.entries(provenance).map(([path, entry]) => [
      path,
      files.includes(entry.file) && entry.unsure?.includes(CLOSE_CALL) ? withoutCloseCall(entry) : entry,
    ]),
  );
}

/** The entry without the close call's doubt: its own confidence back when nothing else doubts it. */
export function withoutCloseCall(entry: Provenance): Provenance {
  const { unsure = [], ...rest } = entry;
  const left = unsure.filter((reason) => reason !== CLOSE_CALL);
  if (left.length > 0) return { ...rest, unsure: left };
  // The close call lowered the confidence to DOUBTFUL_CONFIDENCE; one already lower was low of itself.
  const confidence = rest.confidence < DOUBTFUL_CONFIDENCE ? rest.confidence : SETTLED_TYPE_CONFIDENCE;
  return { ...rest, confidence };
}

/**
 * The provenance with the close type call lifted from every value of a document whose reading of
 * the property's inscription is that of another document, itself typed without doubt: the
 * document is about the property's current inscription, as the type it was read as says.
 */
export function settleTypeByAgreement(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const closeCalls = new Set(
    Object.entries(provenance).flatMap(([path, entry]) =>
      entry.unsure?.includes(CLOSE_CALL) ? [documentOf(path, entry)] : [],
    ),
  );
  if (closeCalls.size === 0) return provenance;
  const inscriptions = inscriptionsByDocument(report, provenance);
  // Each settled document with the parts it read apart from the other, which keep the call's doubt.
  const settled = new Map<string, string[]>();
  for (const document of closeCalls) {
    const mine = inscriptions.get(document);
    if (mine === undefined) continue;
    const readings = [...inscriptions].flatMap(([other, theirs]) => {
      const apart = other !== document && !closeCalls.has(other) ? partsReadApart(mine, theirs) : null;
      return apart ? [apart] : [];
    });
    const fewest = readings.sort((a, b) => a.length - b.length)[0];
    if (fewest) settled.set(document, fewest);
  }
  return Object.fromEntries(
    Object.entries(provenance).map(([path, entry]) => {
      const apart = settled.get(documentOf(path, entry));
      const lift =
        apart !== undefined && !apart.includes(thingOf(path) ?? '') && entry.unsure?.includes(CLOSE_CALL);
      return [path, lift ? withoutCloseCall(entry) : entry];
    }),
  );
}

const INSCRIPTION_PARTS = ['fojas', 'vuelta', 'numero', 'ano'] as const;
const CURRENT = 'property_registry_history[0]';

/**
 * The provenance with the reading's doubt lifted from the property's inscription where the current
 * title and a GP, two documents, both read it with no doubt but about their reading (a reference
 * chosen without its label, OCR's confidence, not both OCR's) and give the same fojas and número
 * (and año where both give it): each reader chose it on its own, and two choices of one wrong
 * reference would also match a lien's, which the role check still doubts.
 */
export function settleInscriptionByBoth(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const current = report.property_registry_history[0];
  if (!current || current.fojas === null || current.numero === null) return provenance;
  const settled: ProvenanceMap = { ...provenance };
  const own = (prefix: string) =>
    INSCRIPTION_PARTS.map((key) => [`${prefix}.${key}`, provenance[`${prefix}.${key}`]] as const);
  const doubtedOnlyInReading = (parts: ReturnType<typeof own>) =>
    parts.every(([, source]) => !source || !isUnsure(source) || onlyReadingDoubts(source));
  // Two numbers OCR doubted may be one confusion made twice (settleByAgreement): not evidence.
  const ocrDoubted = (parts: ReturnType<typeof own>) =>
    parts.some(([, source]) => source?.unsure?.some((reason) => OCR_DOUBTS.has(reason)));
  const mine = own(CURRENT);
  (report.gp_certificates ?? []).forEach((gp, index) => {
    const theirs = own(`gp_certificates[${index}]`);
    const [mineFojas, theirsFojas] = [CURRENT, `gp_certificates[${index}]`].map(
      (prefix) => provenance[`${prefix}.fojas`],
    );
    if (
      gp.fojas !== current.fojas ||
      gp.numero !== current.numero ||
      (gp.ano !== null && current.ano !== null && gp.ano !== current.ano) ||
      !mineFojas ||
      !theirsFojas ||
      !otherDocument(mineFojas, theirsFojas, `${CURRENT}.`, `gp_certificates[${index}].`) ||
      !doubtedOnlyInReading(mine) ||
      !doubtedOnlyInReading(theirs) ||
      (ocrDoubted(mine) && ocrDoubted(theirs))
    )
      return;
    for (const key of INSCRIPTION_PARTS) {
      if (key === 'vuelta' && gp.vuelta !== current.vuelta) continue;
      if (key === 'ano' && (gp.ano === null || current.ano === null)) continue;
      for (const [path, source] of [...mine, ...theirs])
        if (path.endsWith(`.${key}`) && source && onlyReadingDoubts(source))
          settled[path] = withoutReadingDoubt(source);
    }
  });
  return settled;
}
