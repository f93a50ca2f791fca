import {
  isUnsure,
  type Provenance,
  type ProvenanceMap,
  type UnsureReason,
} from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';
import { isCompanyName, isCompanyRut } from '../../../../common/people';
import { isValidRut } from '../../../../common/rut';
import { doubted } from '../provenance';
import {
  otherDocument,
  settleByAgreement,
  settleInscriptionByBoth,
  settleTypeByAgreement,
} from './agreement';
import { sameReference } from './sameReference';
import { earlierTitleReferences } from './earlierTitleReference';
import { itemOf, statedLeaves } from '../traceValues';
import {
  actionCutBeforeCondition,
  badAction,
  badAddress,
  badCode,
  badCreditor,
  badDescription,
  badIssueDate,
  badLength,
  addressCut,
  comunaAfterAddress,
  actCutBeforeName,
  badName,
  lowerWordInName,
  cutFragment,
  dateOfAnotherEvent,
  detailCut,
  capitalsGluedToWord,
  gluedWords,
  holdsLabel,
  stopBeforePlaceClause,
  kindFromBody,
  misspeltNumberWord,
  numberGluedToNoun,
  numeroWithoutNumber,
  selfCheckingCode,
  wordsLostAfterArticle,
  wordsNotInSnippet,
} from './shapes';
import { gluedOcrWords } from './ocrGlue';
import { cutInsideWord } from './cutWord';
import { figureFromLetters } from './figureFromLetters';
import { boundariesRunOn, neighboursCutShort, neighboursHoldingForeignWords } from './boundaryRunOn';
import { acrossGutter } from './columnGutter';
import { settleSelfChecked } from './selfChecked';
import { settleServiuDenials } from './serviuDenial';
import { settleDatedLienYears } from './lienYearDate';
import { settleByWordsElsewhere } from './wordsElsewhere';
import { settleVueltaBesideFojas } from './vueltaBesideFojas';
import { mergedAgainstOtherDocuments } from './readElsewhere';
import {
  codesCutShortOfASibling,
  codesWithAnOfficeLetterMisread,
  codesOfAnotherYear,
  codesReadTwoWays,
  codesShortOfAGroup,
} from './siblingCodes';
import { codeRunsOn, stampAcrossCode } from './codeRunsOn';
import { wornAddress } from './wornAddress';
import { bracketLeftOpen } from './brackets';
import { kindFromTwoKindRegistry } from './kindFromRegistryName';
import { marginWordInProse } from './marginWords';
import { hyphenNotRejoined } from './lineBreakHyphen';
import { creditorsReadTwoWays } from './creditorReadings';
import { rollAddressesCut } from './rollAddressCut';
import { numberSignsReadByOcr } from './numberSign';
import { rulesReadAsOne } from './ruleReadAsOne';
import { amountCutAtSeparator, isAmountKey } from './amountCut';
import {
  referenceInAnotherRegistryCell,
  referenceOfAnotherEntry,
  referencePastAnotherEntry,
  referenceUnderAnotherRegistry,
} from './borrowedReference';
import { comunaOpensDestination, notADestination } from './destinationWords';
import { startsWithConnector } from './descriptionStart';
import { unknownPlace } from './placeNames';
import { registrationFromDeedDate, registrationFromIssueDate } from './registrationDate';
import { registrationYearDoubts } from './registrationYear';
import { gpIssueDatesOfTheirEntries, issueDatesOfOtherRegistrations } from './otherRegistrationDate';
import { settleNamedEarlierTitle, settleNamedReferences } from './namedEarlierTitle';
import { staleCopyDates, staleGpDates } from './staleIssueDate';
import { strayGlyph, strayQuestionMark } from './strayMark';
import { gpItemsWithoutInscription, REPEATED_PROPERTY_FIELDS, repeatedGpItems } from './repeatedCertificate';
import { unreadEntryCertificatePaths } from './entryWithoutInscription';
import { appraisalSumDoubts, appraisalUncheckedOnScan } from './appraisalSums';
import { appraisalBelowPrinted, totalTooSmall } from './appraisalLargest';
import { kindWithArticle } from './kindArticle';
import { unreadEarlierTitles } from './unreadEarlierTitle';
import { laterEarlierTitles } from './laterEarlierTitle';
import { yesFromHeading } from './yesFromHeading';
import { misreadDescriptionWord, misreadDocumentWord } from './documentWords';
import {
  deniedWithoutYes,
  labelAnsweredNo,
  optionsWithoutTick,
  unansweredQuestion,
  yesAmongDenials,
  yesBesideGarbledMark,
  yesFromHeaderRow,
  yesMarked,
  yesWithoutWords,
} from './yesNoWords';
import { foldLower } from '../text/folded';
import { certificationPageEntries } from './certificationPage';
import { referencesOfAnotherRole } from './referenceWords';
import { debtTotalDoubts } from './debtTotals';
import { kindsOfTwoRegistries } from './twoKinds';
import { nameWords, ownersListedTwice } from './ownerTwice';
import { holdsColumnRule } from './columnRule';
import { ocrMarkInWord, printedInOneRun, strayPunctuation } from './strayPunctuation';
import { nameAfterOfficerTitle } from './officerName';
import { liensNamingTheProperty } from './propertyAsLien';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';
import { creditorReadTwice, garbledCreditorWord, strayCreditorWord } from './creditorPieces';
import { lineNumberBeforeNeighbour } from './lineNumberNeighbour';
import { wordGluedToDigits } from './wordDigitGlue';
import { digitsReadAsLetters } from './digitLetters';
import { companyWordSplit } from './splitCompanyWord';
import { tableInDetail } from './tableInDetail';
import { ruralLotAddress } from './ruralLotAddress';
import { deedClauseInAddress } from './deedClauseInAddress';
import { appraisalAddressesWithComuna } from './comunaColumn';
import { liensReadOffTheRow } from './rowIndexReference';
import { actionsWithoutCourt, lawsuitsWithoutCourt } from './courtOmitted';
import { namesWithGluedWords } from './gluedNameWords';
import { defaultAreasOnPoorPages } from './defaultOnPoorPage';
import { lostCapital } from './lostCapital';
import { namesOfGarbledLists } from './garbledPartyList';
import { referencesOutOfStep } from './referenceStep';
import { tooFewUnits } from './unitAmounts';
import { kindLeftOpen } from './kindLeftOpen';
import { marginNoteInDomicile, nameAfterMarginNote } from './marginNoteInParty';

/*
 * Doubt that finds the engine's errors (issue #17 item 2), once the report is merged: each stated
 * value checked for the shape of its kind, the current inscription for its role (not the earlier
 * title's, not a lien's), and the yes/no answers of the expropriation certificates for an explicit
 * mark. A value failing a check is marked doubtful with the check's reason; one that passes keeps
 * its confidence. OCR's doubt about a value another document gives alike, and a close type call
 * that another document's inscription settles, are lifted first (agreement.ts).
 */

/** The words printed right after the value in its snippet ('' when the value is not found there). */
function wordsAfter(value: string, source: Provenance): string {
  const snippet = foldLower(source.snippet);
  const at = snippet.indexOf(foldLower(value).replace(/\s+/g, ' '));
  return at === -1 ? '' : source.snippet.slice(at + value.length, at + value.length + 30);
}

/** The words printed right before the value in its snippet ('' when the value is not found there). */
function wordsBefore(value: string, source: Provenance): string {
  const snippet = foldLower(source.snippet);
  const at = snippet.indexOf(foldLower(value).replace(/\s+/g, ' '));
  return at === -1 ? '' : snippet.slice(Math.max(0, at - 30), at);
}

const keyOf = (path: string) => (path.split('.').pop() ?? '').replace(/\[\d+\]$/, '');

/**
 * A name followed, before its clause's comma, only by shreds: short numbers and lone letters ("don
 * JORGE EDUARDO 20 O, soltero"): OCR broke the words that stood there, the name's last ones maybe.
 */
function shredsAfterName(after: string): boolean {
  return /^[^\S\n]+(?:\d{1,3}|\p{L})(?:[^\S\n]+(?:\d{1,3}|\p{L}))*[^\S\n]*,/u.test(after);
}

/**
 * A name whose first word follows a fragment of letters and a hyphen glued to it ("don OSVALDO
 * ENRIQUE Pl-ZARRO DÍAZ"): OCR broke a word there (a hyphen read where none is, "PI" read "Pl"),
 * and the name was read from the broken word on, its start lost.
 */
function nameCutAtHyphen(value: string, source: Provenance): boolean {
  const snippet = foldLower(source.snippet);
  const at = snippet.indexOf(foldLower(value).replace(/\s+/g, ' '));
  return at > 1 && /\p{L}-$/u.test(source.snippet.slice(Math.max(0, at - 4), at));
}

/**
 * The shape check a value read by OCR fails where a worn copy broke it, if any: a code followed by
 * a fragment of itself, an address that lost its street's name or holds a letter read two ways, a
 * margin note's word read into prose, a speck read as punctuation inside a name or roll address,
 * a word of a description's clause misread, a line's number read into a neighbour.
 */
function wornShapeDoubt(path: string, value: string, snippet: string): UnsureReason | null {
  if (keyOf(path) === 'codigo_verificacion' && codeRunsOn(value, snippet)) return 'code_format';
  if (isAddressPath(path) && wornAddress(value)) return 'address_shape';
  if (marginWordInProse(keyOf(path), value) || ocrMarkInWord(value)) return 'value_shape';
  if (keyOf(path) === 'descripcion_propiedad' && value.split(/\s+/).some(misreadDescriptionWord))
    return 'value_shape';
  if (isNeighbourPath(path) && lineNumberBeforeNeighbour(value)) return 'value_shape';
  if (printedInOneRun(path)) {
    const address = isAddressPath(path);
    if (strayPunctuation(value, address ? 'address' : 'name'))
      return address ? 'address_shape' : 'name_shape';
  }
  return null;
}

/** Whose format a verification code follows: the TGR's, or another issuer's. */
const issuerOf = (path: string) => (path.startsWith('debt_certificates') ? 'tgr' : 'other');

/** Values that are not words of the text around them: codes, identifiers, vocabularies, dates. */
const NOT_PROSE = new Set([
  'codigo_verificacion',
  'rut',
  'estado_civil',
  'rol_avaluo',
  'tipo_de_sociedad_conyugal',
]);

/** Values written as prose, where a capital inside a word is two words OCR ran together. */
const PROSE = new Set([
  'descripcion_propiedad',
  'precio',
  'accion',
  'propiedad',
  'destino',
  'vias_expropiacion_vial',
  'tipo_expropiacion_vial',
  'tipo_afectacion_vial',
  'tipo_afectacion_por_parque',
]);

/** The details of a certificate's answers: short phrases, never a label of the certificate. */
const ANSWER_DETAILS = new Set([
  'vias_expropiacion_vial',
  'tipo_expropiacion_vial',
  'tipo_afectacion_vial',
  'tipo_afectacion_por_parque',
]);

/** Kinds of names: of people, companies, notaries and creditors. */
const NAMES = new Set(['nombre', 'notaria', 'acreedor']);

/** Whether a path holds a boundary's neighbour (`…deslindes[2].propiedad`). */
const isNeighbourPath = (path: string) => /\.deslindes\[\d+\]\.propiedad$/.test(path);

/** Whether a path holds an address: a party's domicile, the property's address. */
function isAddressPath(path: string): boolean {
  const key = keyOf(path);
  return (
    key === 'domicilio' ||
    key === 'direccion_propiedad' ||
    (key === 'direccion' && path.startsWith('certificados_avaluo'))
  );
}

/** The shape check a value's kind fails, if any. */
function shapeDoubt(
  path: string,
  value: string,
  source: Provenance,
  referenceDate: Date,
  report: Report,
  /** The dominio entries whose registration date is their issue date's words (registrationDate.ts). */
  copiedRegistrations: readonly number[],
): UnsureReason | null {
  const key = keyOf(path);
  const isAddress = isAddressPath(path);
  if ((isAddress || key === 'nombre') && wordsNotInSnippet(value, source.snippet)) return 'inferred';
  const text = !NOT_PROSE.has(key) && !/^[\d\s.,:/-]*$/.test(value);
  // A GP entry's kind and a boundary's side are headings, printed before a colon ("NORTE: pasaje …").
  const heading = key === 'tipo' || (key === 'direccion' && path.includes('.deslindes['));
  if (text && cutFragment(value, source.snippet, heading))
    return NAMES.has(key) ? 'name_shape' : 'value_shape';
  if (unknownPlace(key, value)) return 'value_shape';
  if (
    PROSE.has(key) &&
    (gluedWords(value) ||
      capitalsGluedToWord(value) ||
      bracketLeftOpen(value) ||
      hyphenNotRejoined(value) ||
      wordGluedToDigits(value) ||
      wordsLostAfterArticle(value))
  )
    return 'value_shape';
  if (
    ANSWER_DETAILS.has(key) &&
    (tableInDetail(value, key.startsWith('tipo_afectacion')) || detailCut(value, source.snippet))
  )
    return 'value_shape';
  // Not 'name_shape': a word split inside is no sign the RUT beside the name is another party's.
  if (NAMES.has(key) && companyWordSplit(value)) return 'value_shape';
  if (text && key !== 'codigo_verificacion' && (misspeltNumberWord(value) || numberGluedToNoun(value)))
    return 'value_shape';
  if (isAddress && numeroWithoutNumber(value)) return 'address_shape';
  if (isAddress && stopBeforePlaceClause(value)) return 'address_shape';
  if ((isAddress || ANSWER_DETAILS.has(key)) && holdsLabel(value))
    return isAddress ? 'address_shape' : 'value_shape';
  if (
    key === 'tipo' &&
    /\.(?:gravamenes|prohibiciones)\[/.test(path) &&
    (kindFromBody(value, source.snippet) ||
      kindFromTwoKindRegistry(value, source.snippet) ||
      kindWithArticle(value) ||
      kindLeftOpen(value) ||
      value.split(/\s+/).some(misreadDocumentWord))
  )
    return 'value_shape';
  if (text && cutInsideWord(value, source.snippet))
    return isAddress ? 'address_shape' : NAMES.has(key) ? 'name_shape' : 'value_shape';
  if (text && (strayQuestionMark(value) || strayGlyph(value)))
    return isAddress ? 'address_shape' : NAMES.has(key) ? 'name_shape' : 'value_shape';
  if (text && key !== 'codigo_verificacion' && gluedOcrWords(value))
    return NAMES.has(key) ? 'name_shape' : 'value_shape';
  // Not 'address_shape': the street and its number were read, the number with letters in it.
  if (text && key !== 'codigo_verificacion' && digitsReadAsLetters(value)) return 'value_shape';
  if (text && holdsColumnRule(value))
    return isAddress ? 'address_shape' : NAMES.has(key) ? 'name_shape' : 'value_shape';
  const neighbour = isNeighbourPath(path);
  // A date in a neighbour ("con Pucón, 14/08/2019 sitio número veinticuatro"): a margin note's.
  if (neighbour && /(?<!\d)\d{1,2}([/-])\d{1,2}\1(?:19|20)\d\d(?!\d)/u.test(value)) return 'value_shape';
  if ((NAMES.has(key) || isAddress || neighbour) && lostCapital(value, NAMES.has(key)))
    return isAddress ? 'address_shape' : NAMES.has(key) ? 'name_shape' : 'value_shape';
  if ((key === 'suma_dinero' || key === 'precio') && tooFewUnits(value)) return 'value_shape';
  if (key === 'destino' && comunaOpensDestination(value)) return 'value_shape';
  if (key === 'nombre' && nameAfterOfficerTitle(value, source.snippet)) return 'name_role';
  if (key === 'nombre')
    return badName(value, wordsAfter(value, source)) ||
      shredsAfterName(wordsAfter(value, source)) ||
      nameCutAtHyphen(value, source) ||
      actCutBeforeName(wordsBefore(value, source)) ||
      nameAfterMarginNote(wordsBefore(value, source))
      ? 'name_shape'
      : null;
  if (key === 'notaria') return badName(value) || lowerWordInName(value) ? 'name_shape' : null;
  if (key === 'largo')
    return badLength(value)
      ? 'value_shape'
      : figureFromLetters(value, source.snippet)
        ? 'repaired_reading'
        : null;
  if (key === 'acreedor')
    return badCreditor(value) || garbledCreditorWord(value) || strayCreditorWord(value) ? 'name_shape' : null;
  if (key === 'accion')
    return badAction(value) || actionCutBeforeCondition(value, source.snippet) ? 'value_shape' : null;
  if (key === 'descripcion_propiedad')
    return badDescription(value) || startsWithConnector(value) ? 'value_shape' : null;
  if (key === 'destino' && path.startsWith('certificados_avaluo'))
    return notADestination(value) ? 'value_shape' : null;
  // Earlier titles may give a party's domicile as a bare comuna; the current one is completed by the
  // deed, unless it names a comuna alone ("domiciliado en Iquique", "de este domicilio": the office's).
  const earlier = /^property_registry_history\[[1-9]/.test(path);
  const comunaAlone =
    key === 'domicilio' && /\.(?:propietarios|vendedores)\[/.test(path) && canonicalComuna(value) !== null;
  if (isAddress)
    return badAddress(value, !earlier && !comunaAlone) ||
      deedClauseInAddress(value) ||
      (key === 'domicilio' && /\.(?:propietarios|vendedores)\[/.test(path) && marginNoteInDomicile(value)) ||
      (/^gp_certificates\[\d+\]\.domicilio$/.test(path) && ruralLotAddress(value)) ||
      addressCut(value, source.snippet) ||
      (key === 'direccion_propiedad' && comunaAfterAddress(value, source.snippet))
      ? 'address_shape'
      : null;
  if (key === 'codigo_verificacion') return badCode(value, issuerOf(path)) ? 'code_format' : null;
  if (key === 'fecha_emision' && dateOfAnotherEvent(value, source.snippet)) return 'date_role';
  if (key === 'fecha_emision' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const entry = /^property_registry_history\[(\d+)\]\.fecha_emision$/.exec(path);
    const registered =
      entry && !copiedRegistrations.includes(Number(entry[1]))
        ? (report.property_registry_history[Number(entry[1])]?.fecha_registro ?? null)
        : null;
    return badIssueDate(value, referenceDate, registered) ? 'date_implausible' : null;
  }
  if (key === 'fecha_registro' && value > referenceDate.toISOString().slice(0, 10)) return 'date_implausible';
  return null;
}

/**
 * Paths of an inscription whose reference is that of its own earlier title, of the current
 * inscription whose reference is a lien's (of the lien instead, when a GP certifies for the
 * inscription's reference), and of a certificate's liens that share one reference.
 */
function roleDoubts(report: Report, provenance: ProvenanceMap): string[] {
  const paths: string[] = [];
  const reference = ['fojas', 'numero', 'ano'] as const;
  // A lien's reference the reader did not find at its own words is the doubtful reading, not the title's.
  const readAtItsWords = (path: string) => !provenance[`${path}.fojas`]?.unsure?.includes('inferred');
  const liens = (report.gp_certificates ?? []).flatMap((gp, index) =>
    (['gravamenes', 'prohibiciones'] as const).flatMap((list) =>
      gp[list].filter((_, at) => readAtItsWords(`gp_certificates[${index}].${list}[${at}]`)),
    ),
  );
  // Any entry of the chain, not only the current one: an inscription is never its own earlier title.
  report.property_registry_history.forEach((entry, index) => {
    const earlier = { fojas: entry.fojas_anterior, numero: entry.numero_anterior, ano: entry.ano_anterior };
    if (sameReference(entry, earlier))
      paths.push(
        ...reference.map((key) => `property_registry_history[${index}].${key}`),
        ...reference.map((key) => `property_registry_history[${index}].${key}_anterior`),
      );
  });
  const current = report.property_registry_history[0];
  if (current) {
    // A GP certifying the liens of that very inscription confirms it: the lien is the misreading.
    const confirmed = (report.gp_certificates ?? []).some((gp) => sameReference(gp, current));
    if (!confirmed && liens.some((lien) => sameReference(current, lien)))
      paths.push(...reference.map((key) => `property_registry_history[0].${key}`));
    if (confirmed)
      (report.gp_certificates ?? []).forEach((gp, index) =>
        (['gravamenes', 'prohibiciones'] as const).forEach((list) =>
          gp[list].forEach((lien, at) => {
            if (sameReference(current, lien))
              paths.push(...reference.map((key) => `gp_certificates[${index}].${list}[${at}].${key}`));
          }),
        ),
      );
  }
  (report.gp_certificates ?? []).forEach((gp, index) => {
    if ([...gp.gravamenes, ...gp.prohibiciones].some((lien) => sameReference(gp, lien)))
      paths.push(...reference.map((key) => `gp_certificates[${index}].${key}`));
    // Each entry of a certificate is its own inscription: two alike, one was read from the other's words.
    const entries = (['gravamenes', 'prohibiciones'] as const).flatMap((list) =>
      gp[list].map((lien, at) => ({ lien, path: `gp_certificates[${index}].${list}[${at}]` })),
    );
    for (const entry of entries)
      if (entries.some((other) => other !== entry && sameReference(entry.lien, other.lien)))
        paths.push(...reference.map((key) => `${entry.path}.${key}`));
  });
  return paths;
}

/**
 * The fields of a GP entry one inscription gives: its reference, kind, creditor, amount and
 * action (its registry is the certificate's, whichever entry it was read beside).
 */
const ENTRY_FIELDS = ['fojas', 'vuelta', 'numero', 'ano', 'tipo', 'acreedor', 'suma_dinero', 'accion'];

/**
 * Doubts about the liens' references read from another entry's words (`referenceOfAnotherEntry`):
 * a fojas whose own words print it past another entry's reference or kind is that entry's
 * (`reference_role`); a fojas printed under another registry's name, or past another entry's
 * kind, among the words the whole entry was read from made one entry of two (its reference from
 * one, its kind and creditor from the other: "UNA SERVIDUMBRE … Inscrita a ís 880 … UNA PRIMERA
 * HIPOTECA … a fs 5.120", the servidumbre's reference lost to OCR), so all its fields are doubted
 * (`entry_mixed`).
 */
function borrowedReferences(report: Report, provenance: ProvenanceMap): [string, UnsureReason][] {
  return (report.gp_certificates ?? []).flatMap((gp, index) =>
    (['gravamenes', 'prohibiciones'] as const).flatMap((list) =>
      gp[list].flatMap((lien, at): [string, UnsureReason][] => {
        const path = `gp_certificates[${index}].${list}[${at}]`;
        const source = provenance[`${path}.fojas`];
        if (!source || lien.fojas === null) return [];
        if (referenceOfAnotherEntry(lien.tipo, lien.fojas, source.snippet))
          return ['fojas', 'numero', 'ano'].map((key) => [`${path}.${key}`, 'reference_role']);
        const entry = provenance[path];
        return entry &&
          (referenceUnderAnotherRegistry(lien.tipo, lien.fojas, entry.snippet) ||
            referencePastAnotherEntry(lien.tipo, lien.fojas, entry.snippet) ||
            referenceInAnotherRegistryCell(lien.tipo, lien.fojas, entry.snippet))
          ? ENTRY_FIELDS.map((key) => [`${path}.${key}`, 'entry_mixed'])
          : [];
      }),
    ),
  );
}

/** The creditor and amount of the GP entries whose creditor reads twice over (creditorPieces.ts). */
const liensWithCreditorTwice = (report: Report): string[] =>
  (report.gp_certificates ?? []).flatMap((gp, index) =>
    (['gravamenes', 'prohibiciones'] as const).flatMap((list) =>
      gp[list].flatMap((lien, at) =>
        creditorReadTwice(lien.acreedor ?? '')
          ? (['acreedor', 'suma_dinero'] as const)
              .filter((key) => lien[key] !== null)
              .map((key) => `gp_certificates[${index}].${list}[${at}].${key}`)
          : [],
      ),
    ),
  );

/** Every stated value of the GP entries whose kind names two registries' kinds (twoKinds.ts). */
const liensOfTwoKinds = (report: Report): string[] =>
  (report.gp_certificates ?? []).flatMap((gp, index) =>
    (['gravamenes', 'prohibiciones'] as const).flatMap((list) =>
      gp[list].flatMap((lien, at) =>
        kindsOfTwoRegistries(lien.tipo ?? '')
          ? statedLeaves(lien, `gp_certificates[${index}].${list}[${at}]`).map(([path]) => path)
          : [],
      ),
    ),
  );

/**
 * Paths of the names whose words are all part of a longer name the report states elsewhere
 * ("MARCELO ANTONIO" beside "MARCELO ANTONIO RIQUELME VERGARA"): one document's reading lost the
 * surnames another printed. Not a name another document states with the very same words, read
 * there without doubt (`provenance`): two documents printed it so, and the longer one is the
 * reading that took in a word not of the name (a deed's "COMPRAVENTA", a column's).
 */
function shortenedNames(report: Report, provenance: ProvenanceMap): string[] {
  const names = statedLeaves(report).flatMap(([path, value]) =>
    keyOf(path) === 'nombre' && typeof value === 'string' ? [{ path, words: nameWords(value), value }] : [],
  );
  const sameWords = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
    a.size === b.size && [...a].every((word) => b.has(word));
  const printedAlikeElsewhere = (name: (typeof names)[number]) => {
    const own = provenance[name.path];
    return names.some((other) => {
      const theirs = provenance[other.path];
      return (
        own !== undefined &&
        theirs !== undefined &&
        !isUnsure(theirs) &&
        sameWords(other.words, name.words) &&
        otherDocument(own, theirs, name.path, other.path)
      );
    });
  };
  // A longer name that is no name itself ("… LEIVA HIPOTECAS") shortens nothing.
  const longer = names.filter(({ value }) => !badName(value));
  return names
    .filter(
      (name) =>
        name.words.size >= 2 &&
        longer.some(
          (other) =>
            (other.words.size > name.words.size && [...name.words].every((word) => other.words.has(word))) ||
            headCut(name.words, other.words),
        ) &&
        !printedAlikeElsewhere(name),
    )
    .map(({ path }) => path);
}

/** A word a worn copy cut at its start must keep this many letters to be told ("ONARDO"). */
const MIN_CUT_WORD = 4;

/**
 * Whether a name is another with one word's first letters lost ("ONARDO ANDRÉS PAREDES SILVA"
 * beside "LEONARDO ANDRÉS PAREDES SILVA"): the other words alike, that one the end of the other's.
 */
function headCut(words: ReadonlySet<string>, other: ReadonlySet<string>): boolean {
  if (words.size !== other.size) return false;
  const own = [...words].filter((word) => !other.has(word));
  const theirs = [...other].filter((word) => !words.has(word));
  const [cut] = own;
  const [whole] = theirs;
  return (
    own.length === 1 &&
    theirs.length === 1 &&
    cut !== undefined &&
    whole !== undefined &&
    cut.length >= MIN_CUT_WORD &&
    whole.length > cut.length &&
    whole.endsWith(cut)
  );
}

/** The yes/no answers and their details, per expropriation certificate. */
const ANSWERS = [
  'objeto_expropiacion',
  'expropiacion_vial',
  'tipo_expropiacion_vial',
  'vias_expropiacion_vial',
  'tipo_afectacion_vial',
  'expropiacion_por_parque',
  'tipo_afectacion_por_parque',
];

/** A certificate's answers per kind of affectation, which its main answer sums up, and their details. */
const PER_KIND: Readonly<Record<string, readonly string[]>> = {
  expropiacion_vial: ['tipo_expropiacion_vial', 'vias_expropiacion_vial', 'tipo_afectacion_vial'],
  expropiacion_por_parque: ['tipo_afectacion_por_parque'],
};

/**
 * Whether a "sí" was read against its own words: among denials, from a question left unanswered,
 * from a table's header row, from words that cannot say it, or, read by OCR, with no word or mark
 * that answers yes at all (a row's label whose mark a worn copy lost; yesNoWords.ts).
 */
function yesAgainstWords(value: unknown, source: Provenance | undefined, ocr = false): boolean {
  if (value !== true || !source || source.derived) return false;
  const { snippet } = source;
  return (
    yesAmongDenials(true, snippet) ||
    unansweredQuestion(snippet) ||
    yesFromHeaderRow(snippet) ||
    yesWithoutWords(snippet) ||
    yesFromHeading(snippet) ||
    yesBesideGarbledMark(snippet) ||
    labelAnsweredNo(snippet) ||
    optionsWithoutTick(snippet) ||
    (ocr && !yesMarked(snippet))
  );
}

/** Why a "sí" (or a detail of one) looks unread: no words of its own, or words against it. */
function yesDoubts(value: unknown, source: Provenance | undefined, ocr: boolean): UnsureReason[] {
  if (value !== true && typeof value !== 'string') return [];
  return !source || source.derived || yesAgainstWords(value, source, ocr) ? ['yes_no_unmarked'] : [];
}

/**
 * True when a certificate's main answer is what its answers per kind, read with their own words
 * and without doubt, make it: a "sí" beside an undoubted "sí" per kind, a "no" beside an undoubted
 * "no" for every kind. Such a main answer sums them up (often printed as a heading, or deduced),
 * and the doubt about its reading says nothing of the answers read apart from it.
 */
function mainConfirmedByKinds(
  values: Record<string, unknown>,
  doubtfulKinds: readonly string[],
  provenance: ProvenanceMap,
  prefix: string,
): boolean {
  const kinds = Object.keys(PER_KIND);
  const undoubted = (kind: string, answer: boolean) =>
    values[kind] === answer &&
    !doubtfulKinds.includes(kind) &&
    provenance[`${prefix}${kind}`] !== undefined &&
    provenance[`${prefix}${kind}`]?.derived !== true;
  if (values.objeto_expropiacion === true) return kinds.some((kind) => undoubted(kind, true));
  if (values.objeto_expropiacion === false) return kinds.every((kind) => undoubted(kind, false));
  return false;
}

/**
 * True when an answer per kind is a "no" read, without doubt, from its own words that deny the
 * affectation with no "sí" nor mark beside them ("Vialidad … NO AFECTO"): the doubt about the
 * certificate's main answer (a heading read as "sí") does not reach it.
 */
function deniedOnItsOwn(key: string, value: unknown, source: Provenance | undefined): boolean {
  return (
    key in PER_KIND &&
    value === false &&
    source !== undefined &&
    source.derived !== true &&
    !isUnsure(source) &&
    deniedWithoutYes(source.snippet)
  );
}

/**
 * A "sí" (or a detail of one) whose words were not found, read among words that deny the
 * affectation, from a question whose answer OCR lost or from a table's header row (yesNoWords.ts),
 * is doubtful; so is every answer of a certificate whose main answer is doubtful, since they are
 * read from the same table or sentence, the details of a doubtful answer per kind, and a main "no"
 * that sums up answers per kind one of which is doubtful.
 */
function answerDoubts(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): [string, UnsureReason[]][] {
  const doubts: [string, UnsureReason[]][] = [];
  for (const list of ['public_expropriation_certificates', 'property_situation_reports'] as const)
    (report[list] ?? []).forEach((certificate, index) => {
      const prefix = `${list}[${index}].`;
      const values: Record<string, unknown> = { ...certificate };
      const main = provenance[`${prefix}objeto_expropiacion`];
      const own = (key: string): UnsureReason[] => {
        const source = provenance[`${prefix}${key}`];
        return yesDoubts(values[key], source, source !== undefined && ocrFiles.has(source.file));
      };
      const doubtfulKinds = Object.keys(PER_KIND).filter((kind) => {
        const source = provenance[`${prefix}${kind}`];
        return own(kind).length > 0 || (source !== undefined && isUnsure(source));
      });
      // Words against the main answer speak against the answers beside it; its reading's doubt does not.
      const mainReasons: UnsureReason[] = [
        ...(mainConfirmedByKinds(values, doubtfulKinds, provenance, prefix)
          ? []
          : (main?.unsure ?? (main && main.confidence < 0.5 ? ['yes_no_unmarked' as const] : []))),
        ...(yesAgainstWords(values.objeto_expropiacion, main, main !== undefined && ocrFiles.has(main.file))
          ? (['yes_no_unmarked'] as const)
          : []),
      ];
      for (const key of ANSWERS) {
        const value = values[key];
        if (value === undefined || value === null || value === '') continue;
        // A detail of a doubtful answer per kind ("Ensanche" of a doubtful "sí") is as doubtful.
        const ofDoubtful = doubtfulKinds.some((kind) => PER_KIND[kind]?.includes(key));
        const reasons: UnsureReason[] = [
          ...(deniedOnItsOwn(key, value, provenance[`${prefix}${key}`]) ? [] : mainReasons),
          ...own(key),
          ...(ofDoubtful ? (['yes_no_unmarked'] as const) : []),
        ];
        if (reasons.length > 0) doubts.push([`${prefix}${key}`, reasons]);
      }
      if (values.objeto_expropiacion === false && doubtfulKinds.length > 0)
        doubts.push([`${prefix}objeto_expropiacion`, ['yes_no_unmarked']]);
    });
  return doubts;
}

/**
 * A stated value the engine could not point at its words (none of its group's were recorded)
 * is marked `inferred`, citing the document its item was read from, without boxes.
 */
function untracedDoubts(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const found: ProvenanceMap = {};
  for (const [path] of statedLeaves(report)) {
    const item = itemOf(path);
    if (provenance[path] || !item || path.startsWith('notes')) continue;
    const sibling = Object.entries(provenance).find(([other]) => other.startsWith(item))?.[1];
    if (!sibling) continue;
    const { boxes: _boxes, unsure: _unsure, conflicts: _conflicts, ...document } = sibling;
    found[path] = doubted({ ...document, derived: true }, ['inferred']);
  }
  return found;
}

/** The confidence of a code OCR doubted whose structure shows it was read as printed. */
export const SELF_CHECKED_CODE_CONFIDENCE = 0.7;

/**
 * OCR's doubt lifted from the verification codes whose structure would show a misread character
 * (shapes.ts `selfCheckingCode`): tesseract reads any code with low confidence, right or wrong, as
 * no dictionary knows it.
 */
function settleCodes(report: Report, provenance: ProvenanceMap): ProvenanceMap {
  const settled: ProvenanceMap = { ...provenance };
  for (const [path, value] of statedLeaves(report)) {
    const source = provenance[path];
    if (keyOf(path) !== 'codigo_verificacion' || typeof value !== 'string' || !source?.unsure) continue;
    if (source.unsure.some((reason) => reason !== 'ocr_low_confidence')) continue;
    if (!selfCheckingCode(value, issuerOf(path))) continue;
    const { unsure: _unsure, ...entry } = source;
    settled[path] = { ...entry, confidence: Math.max(entry.confidence, SELF_CHECKED_CODE_CONFIDENCE) };
  }
  return settled;
}

/**
 * Words heading a column of amounts: a zero deduced because no amount was read beside them (not
 * printed as such) may be an amount OCR lost.
 */
const AMOUNT_TABLE = /\bmonto\b|\(clp\)/i;

/** Words that state there is nothing to pay, from which a zero is read rather than deduced. */
const NOTHING_OWED =
  /\bsin\s+deudas?\b|\bno\s+(?:registra|presenta|tiene|mantiene|posee|existe)|\$\s*0(?![\d.,])/i;

/**
 * True when an amount is a zero deduced from a section the certificate did not seem to print, on
 * a document read by OCR: a section OCR could not read looks the same as one never printed.
 */
const zeroFromAbsence = (value: unknown, source: Provenance, ocrFiles: ReadonlySet<string>) =>
  value === 0 && source.derived === true && ocrFiles.has(source.file) && !NOTHING_OWED.test(source.snippet);

/** A RUT read whole (its check digit holds), of the name's kind (a company's or a person's), beside a name of two words or more. */
const ownRut = (rut: string, name: string) =>
  isValidRut(rut) &&
  isCompanyRut(rut) === isCompanyName(name) &&
  name.split(/\s+/).filter((word) => /\p{L}{3}/u.test(word)).length >= 2;

/**
 * The provenance with every value that fails a check marked doubtful for its reason. `ocrFiles`:
 * the files read by OCR, whose word boxes are too irregular to show a column gutter and whose
 * sections may be lost.
 */
export function doubtValues(
  report: Report,
  provenance: ProvenanceMap,
  referenceDate: Date,
  ocrFiles: ReadonlySet<string> = new Set(),
): ProvenanceMap {
  const traced = { ...untracedDoubts(report, provenance), ...provenance };
  const settled = settleSelfChecked(
    report,
    settleServiuDenials(
      report,
      settleDatedLienYears(
        report,
        settleCodes(
          report,
          settleNamedReferences(
            report,
            settleByWordsElsewhere(
              report,
              settleInscriptionByBoth(
                report,
                settleByAgreement(
                  report,
                  settleNamedEarlierTitle(report, settleTypeByAgreement(report, traced)),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const marked: ProvenanceMap = { ...settled };
  const mark = (path: string, reasons: UnsureReason[]) => {
    const source = marked[path];
    if (source && reasons.length > 0) marked[path] = doubted(source, reasons);
  };
  const copiedRegistrations = registrationFromIssueDate(report, settled);
  for (const [path, value] of statedLeaves(report)) {
    const source = marked[path];
    if (source && value === 0 && source.derived && AMOUNT_TABLE.test(source.snippet))
      mark(path, ['inferred']);
    if (source && isAmountKey(keyOf(path)) && zeroFromAbsence(value, source, ocrFiles))
      mark(path, ['inferred']);
    if (
      source &&
      typeof value === 'number' &&
      isAmountKey(keyOf(path)) &&
      amountCutAtSeparator(value, source.snippet)
    )
      mark(path, ['value_shape']);
    if (
      typeof value === 'number' &&
      /^certificados_avaluo\[\d+\]\.avaluo_total$/.test(path) &&
      totalTooSmall(value)
    )
      mark(path, ['value_shape']);
    if (!source || typeof value !== 'string') continue;
    if (!source.derived && !ocrFiles.has(source.file) && source.boxes && acrossGutter(source.boxes))
      mark(path, ['value_shape']);
    const worn = ocrFiles.has(source.file) ? wornShapeDoubt(path, value, source.snippet) : null;
    if (worn) mark(path, [worn]);
    if (keyOf(path) === 'codigo_verificacion' && stampAcrossCode(value, source.snippet))
      mark(path, ['code_format']);
    const reason = shapeDoubt(path, value, source, referenceDate, report, copiedRegistrations);
    if (reason) mark(path, [reason]);
  }
  for (const path of boundariesRunOn(statedLeaves(report))) mark(path, ['value_shape']);
  for (const path of neighboursHoldingForeignWords(statedLeaves(report))) mark(path, ['value_shape']);
  for (const path of neighboursCutShort(statedLeaves(report))) mark(path, ['value_shape']);
  for (const path of referencesOutOfStep(statedLeaves(report))) mark(path, ['reference_out_of_step']);
  for (const path of roleDoubts(report, settled)) mark(path, ['reference_role']);
  for (const path of earlierTitleReferences(report)) mark(path, ['reference_role']);
  for (const [path, reason] of registrationYearDoubts(report, settled)) mark(path, [reason]);
  for (const path of issueDatesOfOtherRegistrations(report)) mark(path, ['date_role']);
  for (const path of gpIssueDatesOfTheirEntries(report)) mark(path, ['date_role']);
  for (const path of staleCopyDates(report, referenceDate)) mark(path, ['date_implausible']);
  for (const path of staleGpDates(report, referenceDate)) mark(path, ['date_implausible']);
  for (const [path, reason] of borrowedReferences(report, settled)) mark(path, [reason]);
  for (const index of [...copiedRegistrations, ...registrationFromDeedDate(report, settled)])
    mark(`property_registry_history[${index}].fecha_registro`, ['date_role']);
  const repeated = repeatedGpItems(report).flatMap((index) =>
    REPEATED_PROPERTY_FIELDS.map((field) => `gp_certificates[${index}].${field}`),
  );
  for (const [path] of statedLeaves(report))
    if (repeated.some((prefix) => path.startsWith(prefix))) mark(path, ['repeated_certificate']);
  const unanchored = gpItemsWithoutInscription(report).map((index) => `gp_certificates[${index}].`);
  for (const [path] of statedLeaves(report))
    if (unanchored.some((prefix) => path.startsWith(prefix))) mark(path, ['gp_without_inscription']);
  for (const path of unreadEntryCertificatePaths(report)) mark(path, ['entry_without_inscription']);
  for (const path of shortenedNames(report, marked)) mark(path, ['name_shape']);
  for (const path of ownersListedTwice(report)) mark(path, ['name_shape']);
  for (const [path, reason] of certificationPageEntries(report, settled)) mark(path, [reason]);
  for (const path of referencesOfAnotherRole(report, settled)) mark(path, ['reference_words']);
  for (const [path, reason] of debtTotalDoubts(report, settled)) mark(path, [reason]);
  for (const path of liensOfTwoKinds(report)) mark(path, ['entry_mixed']);
  for (const path of liensWithCreditorTwice(report)) mark(path, ['entry_mixed']);
  for (const path of liensNamingTheProperty(report)) mark(path, ['lien_is_property']);
  for (const path of appraisalAddressesWithComuna(report)) mark(path, ['address_shape']);
  for (const path of liensReadOffTheRow(report, settled)) mark(path, ['reference_columns']);
  for (const path of actionsWithoutCourt(report, settled)) mark(path, ['action_without_court']);
  for (const entry of lawsuitsWithoutCourt(report, settled))
    for (const [path] of statedLeaves(report)) if (path.startsWith(`${entry}.`)) mark(path, ['value_shape']);
  for (const path of namesWithGluedWords(report)) mark(path, ['name_shape']);
  for (const path of namesOfGarbledLists(report, marked)) mark(path, ['name_shape']);
  for (const path of defaultAreasOnPoorPages(report, marked, ocrFiles)) mark(path, ['inferred']);
  for (const path of mergedAgainstOtherDocuments(report, settled, ocrFiles))
    mark(path, ['ocr_low_confidence']);
  for (const path of codesShortOfAGroup(report, settled, ocrFiles)) mark(path, ['code_format']);
  for (const path of codesReadTwoWays(report, settled, ocrFiles)) mark(path, ['code_format']);
  for (const path of codesCutShortOfASibling(report, settled, ocrFiles)) mark(path, ['code_format']);
  for (const path of codesWithAnOfficeLetterMisread(report, settled, ocrFiles)) mark(path, ['code_format']);
  for (const path of codesOfAnotherYear(report, settled, ocrFiles)) mark(path, ['code_format']);
  for (const path of creditorsReadTwoWays(report, settled, ocrFiles)) mark(path, ['name_shape']);
  for (const path of rollAddressesCut(report, settled, ocrFiles)) mark(path, ['address_shape']);
  for (const path of rulesReadAsOne(report, settled, ocrFiles)) mark(path, ['value_shape']);
  for (const path of numberSignsReadByOcr(report, settled, ocrFiles).doubtful)
    mark(path, ['ocr_number_sign']);
  for (const path of appraisalSumDoubts(report)) mark(path, ['amounts_disagree']);
  for (const path of appraisalUncheckedOnScan(report, settled, ocrFiles)) mark(path, ['amounts_unchecked']);
  for (const path of appraisalBelowPrinted(report, settled)) mark(path, ['amounts_disagree']);
  for (const [path, reasons] of answerDoubts(report, settled, ocrFiles)) mark(path, reasons);
  for (const path of unreadEarlierTitles(report, settled)) mark(path, ['earlier_title_unread']);
  for (const path of laterEarlierTitles(report)) mark(path, ['earlier_title_later']);
  // A party's RUT is read beside its name: a name doubted for its shape (a margin's or another
  // column's words, a cut) may have taken another party's RUT. A RUT whose check digit holds, of
  // the name's kind (a company's or a person's), beside a name still naming someone, where no
  // other party of the list lacks a RUT it could be, was read whole and is the party's own.
  const leaves = new Map(statedLeaves(report));
  for (const [path, value] of leaves) {
    const party = /^((.*\.(?:propietarios|vendedores))\[\d+\])\.rut$/.exec(path);
    const [, person, list] = party ?? [];
    if (!person || !list || !marked[`${person}.nombre`]?.unsure?.includes('name_shape')) continue;
    const name = leaves.get(`${person}.nombre`);
    const othersWithout = [...leaves].some(
      ([other, otherName]) =>
        other.startsWith(`${list}[`) &&
        other.endsWith('].nombre') &&
        typeof otherName === 'string' &&
        !leaves.has(other.replace(/nombre$/, 'rut')),
    );
    if (typeof value !== 'string' || typeof name !== 'string' || othersWithout || !ownRut(value, name))
      mark(path, ['name_shape']);
  }
  // A party whose name is doubted for its shape and who has no sure RUT of its own may be no party
  // at all (a margin's words read as a name): what was read beside that name is as doubtful.
  for (const [path] of leaves) {
    const party = /^(.*\.(?:propietarios|vendedores)\[\d+\])\.(?:estado_civil|domicilio)$/.exec(path);
    const person = party?.[1];
    if (!person || !marked[`${person}.nombre`]?.unsure?.includes('name_shape')) continue;
    const rut = marked[`${person}.rut`];
    if (!leaves.has(`${person}.rut`) || rut?.unsure?.includes('name_shape')) mark(path, ['name_shape']);
  }
  // Last, once every fojas carries all its doubts: a vuelta is as sure as the fojas beside it.
  return settleVueltaBesideFojas(report, marked);
}
