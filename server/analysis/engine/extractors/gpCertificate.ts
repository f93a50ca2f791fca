import type { GpCertificate, Lien, Prohibition } from '../../../../common/report/schema';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { UNSURE_CONFIDENCE } from '../../../../common/record/provenance';
import type { NormalizedText } from '../reading/normalize';
import { certifiedOwners, type CertifiedOwners } from '../reading/owners';
import { ownersPerLine } from '../reading/ownersPerLine';
import { segmentGp, type GpSegments, type SegmentedEntry } from '../reading/segment';
import { parsePrice } from '../text/amounts';
import { findDates } from '../text/dates';
import { inscriptionFields, REF_PARTS, refParts, type ReadRef } from '../text/inscriptionRef';
import type { LienRegistry } from '../../../../common/vocabularies/lienKinds';
import { isSuit, printedType, typeInItsCell } from '../text/lienKinds';
import { leadingNumberWords } from '../text/numberWords';
import { findRuts } from '../text/rut';
import { readCode, readIssue } from './cbrIssue';
import { dateOfThatYear, yearOfEntryBefore } from './gpThatYear';
import { cleanName, leadingComuna, streetAddress, upperNames } from './shared';
import {
  registryCountDiffers,
  registryEntriesNotRead,
  registryNotCovered,
  valueNotFound,
  type ReadingNote,
} from '../readingNotes';
import type { Extraction } from './types';
import { leadersAsColons } from '../text/dotLeaders';
import { familyHomeStatement, isFamilyHomeCertificate } from '../facts/familyHomeFacts';
import { REGION } from '../text/regionNames';

/**
 * Where a name ends: a clause mark, a new label ("Inscripción:"), "y demás obligaciones", a "--"
 * heading, or the inscription's reference after it, a dash perhaps between (a table's row: "BANCO X
 * - fojas 40 …"), or a dash before the next label ("Acreedor: BANCO X - Monto: …"), or a
 * middle dot before the next field ("A favor de: BANCO X · Monto: …"), or the amount after "por",
 * its unit first or last ("BANCO X por UF 6.000", "BANCO X por 900 UF"), or the next section's
 * Roman numeral and heading ("… LIMITADA III. LITIGIOS"), or that numeral alone ending the entry
 * (its heading the next section's start), or the amount's label without its colon ("BANCO X Monto UF
 * 1.350"), or a table's header row after the entry ("… REGISTRO FS. N° AÑO FECHA").
 */
const NAME_END = String.raw`(?=\s*[·•]|\s+[-–—=]{2,}|\s+[-–—](?=\s+(?:por|en\s+favor|a\s+favor)\s)|(?:\s+[-–—:])?\s+(?:fojas|fs\.)\s*\d|\s+[-–—](?=\s+\p{Lu}\p{Ll}+\s*:)|\s+y\s+dem[áa]s\b|\s+ante\s+(?:el|la|don|do[ñn]a)\s|\s*[,;]|(?<!\bC[íi]a)\.(?:-|\s|$)|\s+con\s+el\s+objeto|\s+inscrit|\s+\p{Lu}\p{Ll}+\s*:|\s+[IVX]{1,4}\.(?:\s+\p{Lu}{3}|\s*$)|\s+monto\b|\s+registro\s+(?:fs\.?|fojas)(?!\p{L})|\s+sobre\s+la|\s+por\s+(?:la\s+(?:suma|cantidad)\s+de\s+)?(?:\$|\d|(?:UF|U\.F\.)\s*\d)|$)`;
/** "a petición del demandante don …": the party's role in the suit before its name, no part of it. */
const PARTY_ROLE = String.raw`(?:(?:(?:el|la)\s+)?(?:demandante|ejecutante|solicitante|requirente)\s+)?(?:don\s+|do[ñn]a\s+)?`;
const CREDITOR_LABELS = [
  // The label may say the creditor's role in the entry ("Acreedor embargante:", "Embargante:").
  // An embargo's creditor labelled by its role in the suit ("Ejecutante:", "Demandante:" below).
  String.raw`(?:(?:acreedora?|beneficiari[oa])(?:\s+(?:embargante|ejecutante|hipotecari[oa]))?|embargante|ejecutante)\s*:\s*`,
  String.raw`(?:en|a)\s+favor\s+(?:de(?:l)?\s*:?\s+)?(?:la\s+)?(?:don\s+|do[ñn]a\s+)?`,
  String.raw`a\s+solicitud\s+del?\s+${PARTY_ROLE}`,
  // A litigio's plaintiff, a precautoria's petitioner.
  // "seguida a instancia de": the creditor who moved the court.
  // The plaintiff labelled, or named in capitals after the word ("…, Rol C-41-2026, demandante JUAN …").
  String.raw`(?:a\s+petici[óo]n\s+del?|a\s+instancias?\s+del?|deducid[oa]\s+por|demandante\s*:|demandante(?=\s+(?:don\s+|do[ñn]a\s+)?\p{Lu}{2}))\s*${PARTY_ROLE}`,
  String.raw`impuest[oa]\s+por\s+(?:el\s+|la\s+)?`,
  String.raw`sin\s+(?:previo\s+)?consentimiento\s+(?:previo\s+)?(?:y\s+por\s+escrito\s+)?del?\s+`,
];
const CREDITOR = new RegExp(`(?:${CREDITOR_LABELS.join('|')})(.+?)${NAME_END}`, 'giu');
/**
 * The creditor's label without its colon, the name in capitals right after it ("Acreedor BANCO
 * X. Monto 900 UF.", a table's header cell "Acreedor / Monto" read before its row's cell): case
 * tells the name from prose ("el acreedor hipotecario").
 */
const BARE_CREDITOR_LABEL = new RegExp(
  `\\b[Aa]creedora?(?:\\s*/\\s*[Mm]onto)?\\s+(\\p{Lu}{2}.+?)${NAME_END}`,
  'gu',
);
/** A table's amount cell read after the creditor's ("BANCO X 1.380 UF", "BANCO X / UF 2.400"): no part of the name. */
const AMOUNT_AFTER_NAME =
  /\s+(?:\/\s*)?(?:\d[\d.]*(?:,\d+)?\s*(?:UF|U\.F\.?)|(?:UF|U\.F\.?)\s*\d[\d.]*|\$\s*\d[\d.]*)$/u;
/** The creditor's role, not its name: "sin consentimiento del acreedor (del banco), a favor de BANCO X". */
const ROLE_ONLY = /^(?:el\s+|la\s+)?(?:acreedora?|banco|cooperativa|caja|mutuante|instituci[óo]n)$/iu;

/** An inscription's reference: no creditor's name cites one. */
const CITES_REFERENCE = /\b(?:fojas|fs\.?)\s*\d/iu;

/**
 * The first labelled name that is a name, not the creditor's role, nor the row after a table's
 * column header "A favor de" ("Nº Clase Inscripción Monto A favor de 1 HIPOTECA Fs. 611 …").
 */
function labelledCreditor(body: string): string | undefined {
  return [...body.matchAll(CREDITOR), ...body.matchAll(BARE_CREDITOR_LABEL)]
    .map((match) => match[1]?.trim().replace(AMOUNT_AFTER_NAME, ''))
    .find((name) => name !== undefined && !ROLE_ONLY.test(name) && !CITES_REFERENCE.test(name));
}

/**
 * A name in capitals that runs into the next sentence or field the text layer joined to it
 * ("CRÉDITOS AUSTRAL SPA Emitido el 17 de …", "BANCO X fecha de inscripción …"): the capitals alone.
 */
function beforeNextSentence(name: string): string {
  const capitals = /^((?:[\p{Lu}\d.&'-]+\s+)+[\p{Lu}\d.&'-]+)\s+\p{Lu}?\p{Ll}+\s+\p{Ll}/u.exec(name);
  return capitals?.[1] ?? name;
}

/** "S.A" or "LTDA" at the end of a name cut at its last full stop gets the stop back. */
function withAbbreviation(name: string): string {
  return /(?:\b\p{Lu}\.\p{Lu}|\bLtda|\bLTDA|\bLimitada)$/u.test(name) ? `${name}.` : name;
}

/** An institution named in ordinary case, the whole of a cell: "Banco de Crédito e Inversiones". */
const INSTITUTION =
  /^(?:Banco|Cooperativa|Caja|Compañía|Empresa|Corporación|Comercial|Constructora|Asociación|Inmobiliaria|Sociedad|Fisco|Tesorería|Servicio|Municipalidad|Ilustre\s+Municipalidad|Mutual|Fondo|Instituto|Administradora)\b[\p{L}\s.&'-]*$/u;

/** A registry's name in capitals, a section heading the text layer joined to the entry before it. */
const REGISTRY_HEADING =
  /^(?:registros?\s+de\s+)?(?:hipotecas|grav[áa]menes|interdicciones|prohibiciones)(?:\s+(?:y|e)\s+\p{L}+)?$/iu;

/**
 * The heading of the section after the last entry, in capitals, which the text layer joined to its
 * creditor's name ("HÉCTOR FUENTES RIVAS ━━ LITIGIOS ━━ Nada consta"), or the letter it is
 * listed by ("BANCO X C.- BIEN FAMILIAR: …", the heading's words cut off already: "BANCO X C.-").
 */
const NEXT_SECTION_HEADING =
  /\s+\p{Lu}\.-$|[\s━─═]+(?:\p{Lu}\.-\s*)?(?:LITIGIOS|BIEN\s+FAMILIAR|(?:REGISTRO\s+DE\s+)?(?:HIPOTECAS|GRAV[ÁA]MENES|INTERDICCIONES|PROHIBICIONES)(?:\s+(?:Y|E)\s+\p{Lu}+)*)(?:[\s━─═]+.*)?$/u;

/** The bullet of the next item of a list, joined to the name ending the item before ("BANCO X *"). */
const NEXT_ITEM_BULLET = /\s+[*•‣◦]$/u;

/** A servidumbre's dominant estate named where its beneficiary is ("a favor del sitio número 13 …"). */
const ESTATE =
  /^(?:el\s+|la\s+)?(?:sitio|lote|predio|inmueble|parcela|propiedad|terreno|hijuela|fundo|casa|resto)\b/iu;
/** The estate's owner after it: "…, de propiedad de don X", "cuyo dueño es X", "predio El Roble de don X". */
const ESTATE_OWNER = new RegExp(
  String.raw`(?:de\s+propiedad\s+de|cuy[oa]\s+(?:dueñ[oa]|propietari[oa])\s+es|\bde(?=\s+(?:don|do[ñn]a)\s))\s+(?:don\s+|do[ñn]a\s+)?(.+?)${NAME_END}`,
  'iu',
);

/**
 * The creditor of an entry, never the heading of the section after it; for an estate favoured by
 * a servidumbre, the estate's owner when the entry names him.
 */
function creditorOf(body: string, afterRef: string, afterKind: string | null): string | null {
  const read = creditorIn(body, afterRef, afterKind);
  if (read === null || REGISTRY_HEADING.test(read.trim())) return null;
  // A name in capitals wrapped in its cell right before its hyphen ("BANCO SANTANDER" / "-CHILE")
  // joins again without the space the line break left.
  const name = read
    .replace(NEXT_SECTION_HEADING, '')
    .replace(NEXT_ITEM_BULLET, '')
    .replace(/(?<=\p{Lu})\s+-(?=\p{Lu}{2})/gu, '-');
  if (ESTATE.test(name.trim())) {
    const owner = ESTATE_OWNER.exec(body.slice(body.indexOf(name)))?.[1]?.trim();
    if (owner) return owner;
  }
  return name;
}

/**
 * Where acts printed in lower case end at a name in capitals: the next cell of a table row
 * ("de gravar y enajenar BANCO DEL ESTADO DE CHILE"; case matters here), not a name a preposition
 * ties to the clause ("sin autorización del SERVIU").
 */
const CAPITALS_AFTER_ACTS =
  /(?<=\p{Ll})(?<!(?:^|\s)(?:de|del|la|el|al|a|por|y|e))\s+(?=\p{Lu}{2,}(?!\p{Ll}))/u;

/** Acts in lower case without the name in capitals the row prints after them. */
const withoutNameAfter = (acts: string) => acts.split(CAPITALS_AFTER_ACTS)[0] ?? acts;

/**
 * A prohibition's row whose acts' cell stands before the beneficiary's ("14/08/2020 de gravar y
 * enajenar BANCO DEL ESTADO DE CHILE"): the name in capitals right after the acts.
 */
function beneficiaryAfterActs(afterRef: string): string | null {
  const acts = FORBIDS_CELL.exec(afterRef);
  const cut = acts ? CAPITALS_AFTER_ACTS.exec(acts[0]) : null;
  if (!acts || !cut) return null;
  const cell = afterRef.slice(acts.index + cut.index).trimStart();
  const name = upperNames(cell)[0];
  return name && name.index === 0 ? name[0] : null;
}

/**
 * Cells an entry written as one sentence prints before its creditor's: its year, its date ("fecha
 * 05-10-2017"), what it forbids ("de gravar y enajenar").
 */
const FIELD_CELL = /^(?:(?:del?\s+)?a[ñn]o\s+\d{4}|(?:de\s+)?fecha\s+\S+|\d{1,2}[/-]\d{1,2}[/-]\d{4})$/iu;
/** A court's cell: the embargo's, no creditor. */
const COURT_CELL = /^(?:\d+\s*[°º]?\s*)?(?:juzgado|tribunal|corte)\b/iu;

/**
 * The first comma-parted cell after an entry's fields that is a name in capitals, whole
 * ("A fojas 5.120 … del año 2017, fecha 05-10-2017, BANCO SUR, por 2.200 UF"); null when the
 * first other cell is none.
 */
function capitalsCellAfterFields(rest: string): string | null {
  // A semicolon parts cells too ("DISTRIBUIDORA X LIMITADA; Juzgado de Letras de …").
  for (const part of rest.split(/[,;]\s+/u)) {
    const cell = part.trim().replace(/\.$/u, '');
    if (cell === '' || FIELD_CELL.test(cell) || FORBIDS_CELL.test(cell)) continue;
    if (COURT_CELL.test(cell)) return null;
    const name = upperNames(cell)[0];
    return name && name.index === 0 && name[0].length >= cell.length - 1 ? cell : null;
  }
  return null;
}

/**
 * The creditor or beneficiary of an entry: after "en favor de", "Acreedor:", "a solicitud de"…,
 * else the capitalised name right after the reference, else, in a table row, the capitalised
 * name in the cell after the type, up to the next column's ordinary words ("HIPOTECA BANCO ESTADO
 * DE CHILE Garantía general").
 */
function creditorIn(body: string, afterRef: string, afterKind: string | null): string | null {
  // The entry without the next table row answered empty ("… VIDAL Litigios No hay Derechos …").
  body = body.replace(EMPTY_ROW_AFTER, '');
  // A table row's text: without its date cell, nor the next row's number or a legend the text
  // layer joined to its end ("BANCO X S.A. 2", "BANCO X S.A. HG = …").
  afterRef = afterRef
    .replace(HEADING_LEAD, '')
    .replace(DATE_CELL, '')
    .replace(NEXT_ROW, '')
    .replace(EMPTY_LAST_CELL, '')
    .replace(AMOUNT_BEFORE_REST, ' ')
    .replace(AMOUNT_CELL, '')
    .replace(LEADING_AMOUNT_CELL, '');
  if (afterKind !== null) afterKind = afterKind.replace(HEADING_LEAD, '').replace(AMOUNT_CELL, '');
  const labelled = labelledCreditor(body);
  if (labelled && !/^decretad/iu.test(labelled))
    return withAbbreviation(cleanName(beforeNextSentence(labelled)));
  const afterActs = beneficiaryAfterActs(afterRef);
  if (afterActs) return withAbbreviation(cleanName(afterActs));
  // A table's description cell parted by dashes: "Hipoteca - BANCO X S.A. - 1.560 UF", the
  // name alone in its part or followed by the cell's wrapped words ("- BANCO X garantía general")
  // or the next line's ordinary words ("Litigios: no registra").
  const dashed = (afterKind ?? '').split(/\s[-–]\s/u).slice(1);
  const dashedName = dashed
    .map((cell) => cell.trim().replace(/\.$/, ''))
    .map((cell) => {
      const name = upperNames(cell)[0];
      if (!name || name.index !== 0) return undefined;
      if (name[0].length >= cell.length - 1) return cell;
      return /^\.?\s+\p{Lu}?\p{Ll}/u.test(cell.slice(name[0].length)) ? name[0] : undefined;
    })
    .find((name) => name !== undefined);
  if (dashedName) return withAbbreviation(cleanName(dashedName));
  // A cell after a comma naming an institution in ordinary case: ", Banco Santander-Chile, 3.200 UF".
  // Or the whole of a table row's cell: "12/04/1999   Compañía Eléctrica del Sur S.A.".
  const institution = (afterKind ?? afterRef)
    .split(/,\s+/u)
    .slice(afterKind === null && afterRef.trim() !== '' ? 0 : 1)
    .map((cell) => INSTITUTION.exec(cell.trim())?.[0])
    .find((name) => name !== undefined);
  if (institution) return withAbbreviation(cleanName(institution.replace(/[.\s]+$/u, '')));
  const capitals = capitalsCellAfterFields(afterKind ?? afterRef);
  if (capitals) return withAbbreviation(cleanName(capitals));
  // Where the type follows the numbers, the creditor's name follows the type ("… 2019 HIPOTECA BANCO X").
  const trailing = cleanName((afterKind ?? afterRef).replace(/^[\s.,:-]+/, '').replace(/[.\s-]+$/, ''));
  const name = upperNames(trailing)[0];
  if (name && name.index === 0 && name[0].length >= trailing.length - 1) return withAbbreviation(trailing);
  // The creditor's cell: after the kind, or after the reference where the kind came first.
  // An empty cell printed as a dash ("BANCO X   -   Detalle …") parts the name from what follows.
  const cell = (afterKind ?? afterRef).replace(/^[\s.,:-]+/, '').replace(/\s[-–—](?=\s)/gu, '  ');
  const inCell = upperNames(cell)[0];
  const followedBy = inCell ? cell.slice(inCell[0].length) : '';
  // The next cell: words in ordinary case, an amount ("… S.A.  1.280 UF"), or what a prohibition
  // forbids ("… S.A.  no gravar ni enajenar").
  return inCell &&
    inCell.index === 0 &&
    (/^\.?(?:\s+\p{Lu}\p{Ll}|\s*$)/u.test(followedBy) ||
      AMOUNT_FIRST.test(followedBy) ||
      FORBIDS_CELL.test(followedBy.replace(/^\./, '')))
    ? withAbbreviation(cleanName(inCell[0]))
    : null;
}

/** "garantizar la suma de", "caucionar un crédito de": the sum a lien secures, before its amount. */
const SECURED_SUM = String.raw`(?:garantizar|caucionar|asegurar)\s+(?:la\s+(?:suma|cantidad)|un\s+(?:cr[ée]dito|pr[ée]stamo|mutuo))\s+de`;

const AMOUNT = new RegExp(
  String.raw`(?:\bpor(?:\s+la\s+(?:suma|cantidad)\s+de)?|\b${SECURED_SUM}|\bmonto\s*:?|\s[-–]|,|ascendente\s+a\s+la\s+(?:suma|cantidad)\s+de|hasta\s+(?:por\s+)?la\s+(?:suma|cantidad)\s+de|\ben\s+garant[íi]a\s+de\s+la\s+(?:suma|cantidad)\s+de)\s+(\$\s*\d[\d.]*|\d[\d.]*(?:,\d+)?\s*(?:UF|U\.F\.?|unidades\s+de\s+fomento)|(?:UF|U\.F\.)\s*\d[\d.]*(?:,\d+)?)`,
  'iu',
);

/**
 * An amount of UF a clause says in words alone ("para garantizar la suma de mil doscientas Unidades
 * de Fomento", "hasta por la cantidad de dos mil unidades de fomento"), the words all a number's.
 */
const UF_IN_WORDS =
  /\b(?:(?:garantizar|caucionar|asegurar)\s+|(?:hasta\s+)?por\s+)(?:la\s+(?:suma|cantidad)|un\s+(?:cr[ée]dito|pr[ée]stamo|mutuo))\s+de\s+(\p{L}[\p{L}\s]{2,120}?)\s+(?:unidades\s+de\s+fomento|UF)(?!\p{L})/iu;

function unitsInWords(body: string): string | undefined {
  const words = UF_IN_WORDS.exec(body)?.[1];
  const number = words ? leadingNumberWords(words) : null;
  return number && words && number.length >= words.trimEnd().length ? `${number.value} UF` : undefined;
}

/**
 * An amount a clause says in words with its figure in parentheses ("para garantizar un crédito de
 * cuatro millones de pesos ($4.000.000)", "la suma de mil unidades de fomento (1.000 UF)").
 */
const AMOUNT_IN_WORDS = new RegExp(
  String.raw`\b${SECURED_SUM}\s+[\p{L}\s]{3,160}?\(\s*(\$\s*\d[\d.]*|\d[\d.]*(?:,\d+)?\s*(?:UF|U\.F\.?))\s*\)`,
  'iu',
);

/**
 * An amount in UF alone in its cell, without words leading to it ("BANCO X S.A.  UF 1.848,40"); a
 * date's year before the next cell's "UF" ("14/08/2020   UF 1.450,00") is no amount.
 */
const UF_CELL =
  /(?<![\p{L}\d])(?:UF|U\.F\.)\s*\d[\d.]*(?:,\d+)?(?![\d])|(?<![\d.,/-])\d[\d.]*(?:,\d+)?\s*(?:UF|U\.F\.)(?![\p{L}])/u;

/**
 * Words and a colon ending a row with nothing after them: the lead of the registry's heading
 * printed after its entries ("----- anteriores: REGISTRO DE HIPOTECAS -----"), no cell of the row.
 */
const HEADING_LEAD = /[\s,;.-]+\p{L}[\p{L} ]{0,30}:\s*$/u;

/** The amount cell that ends a row ("… BANCO X S.A.  UF 1.848,40", "… S.A. por 900 UF"): no part of the creditor's cell. */
const AMOUNT_CELL =
  /\s+(?:por\s+(?:la\s+(?:suma|cantidad)\s+de\s+)?)?(?:(?:UF|U\.F\.)\s*\d[\d.]*(?:,\d+)?|\$\s*\d[\d.]*|\d[\d.]*(?:,\d+)?\s*UF)\s*$/u;

/** An empty last cell printed as dashes ("… S.A.   --"). */
const EMPTY_LAST_CELL = /\s+[-–—]{1,3}\s*$/u;

/**
 * The amount cell between a creditor's name and the rest of it the row wrapped onto the next line
 * ("COOPERATIVA DE CRÉDITO DEL SUR   UF 1.250,00" / "LIMITADA"): the name's words join again.
 */
const AMOUNT_BEFORE_REST =
  /\s+(?:(?:UF|U\.F\.)\s*\d[\d.]*(?:,\d+)?|\$\s*\d[\d.]*)\s+(?=(?:\p{Lu}[\p{Lu}.&-]*\s*){1,3}$)/u;

/** The amount cell right after a row's reference, before the creditor's ("… / 2018   UF 1.850,00   BANCO X"). */
const LEADING_AMOUNT_CELL =
  /^\s*(?:(?:UF|U\.F\.)\s*\d[\d.]*(?:,\d+)?|\$\s*\d[\d.]*(?:,\d+)?|\d[\d.]*(?:,\d+)?\s*(?:UF|U\.F\.))(?=\s)/u;
/** A table row's last cell in pesos, under a "Monto" header ("… BANCO X   $30.000.000"). */
const PESO_CELL = /\s(\$\s*\d{1,3}(?:\.\d{3})+)\s*$/u;

/** An amount cell opening what follows a name: " 1.280 UF", " UF 900", " $ 45.000.000". */
const AMOUNT_FIRST = /^\.?\s+(?:(?:UF|U\.F\.)\s*\d|\$\s*\d|\d[\d.]*(?:,\d+)?\s*(?:UF|U\.F\.)(?![\p{L}]))/u;

/** A sign-off that ends the last row of a table: "Ovalle, 3 de marzo de 2025" (case matters). */
const SIGN_OFF = /(?:\s+(?:de\s+|del\s+)?[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)+,\s*(?:a\s+)?\d[^]*$/u;

/** The text after a capitalised name it opens with (a table's creditor cell), else all of it. */
function afterLeadingName(text: string): string {
  const cell = text.replace(/^[\s.,:-]+/, '');
  const name = upperNames(cell)[0];
  return name && name.index === 0 ? cell.slice(name[0].length) : text;
}

/** What a prohibition forbids: "de gravar y enajenar", "de no enajenar", "de celebrar actos y contratos". */
const ACT = String.raw`(?:no\s+)?(?:gravar|enajenar|celebrar|arrendar|vender|transferir|ceder|hipotecar|dar)`;
// The regexes are case-insensitive, where `\p{Lu}` takes any letter: a comma ends the acts unless
// another act follows it ("Gravar, enajenar y celebrar actos").
// A parenthesis within the clause is part of it ("por cinco años (D.S. 49)"); a labelled field
// after it ends it ("… y enajenar Beneficiario: SERVIU …"), as does a dash or a rule of dashes
// ("de enajenar -- Registro de …"), and so does the inscription's date ("… y enajenar de fecha
// 14/08/2020", "… y gravar de 04-07-2012"), and a middle dot parting the entry's clauses.
const FORBIDDEN_ACTS = String.raw`${ACT}(?:[\p{L}\s,]|\([^()]{1,40}\))*?(?=\s*·|,?\s+(?:en|a)\s+favor|\s+[IVX]{1,4}[.)]\s|\s+(?!${ACT}\s*:)\p{L}+\s*:|\s*:\s*(?:fojas|fs\.?)\s*\d|,?\s+sin\s+|,\s+(?!(?:y\s+|e\s+)?${ACT}\b)|\s+inscrit|\s+(?:convenid|constituid|pactad|establecid)\p{L}*|,\s*(?:decretad|ordenad|dispuest|seguid)\p{L}*|\.(?:\s|-|$)|\s[-–—]+(?:\s|$)|,?\s+(?:de|con)\s+fecha\b|\s+de\s+\d{1,2}[/.-]\d{1,2}[/.-]\d|$)`;
/** The consent clause itself; SERVIU, whose subsidy prohibitions name it, is no creditor's name. */
/** Who must consent, named in common nouns or by a public body's one-word name. */
// The Santiago body keeps its name ("SERVIU Metropolitano"); one named by its region ("del SERVIU
// Región del Biobío, por el plazo de …") is read with the clause after it, as before.
const CONSENTING_PARTY = String.raw`(?:acreedora?|banco|mutuante|instituci[óo]n|cooperativa|caja|(?:serviu|SERVIU)(?:\s+metropolitano)?|fisco|Fisco|minvu|MINVU)`;
/** "sin su consentimiento", "sin autorización previa y por escrito": the clause's head, before who consents. */
const WITHOUT_CONSENT = String.raw`sin\s+(?:su\s+|el\s+|la\s+|previ[oa]\s+)*(?:consentimiento|autorizaci[óo]n|acuerdo|anuencia)(?:\s+previ[oa])?(?:\s+(?:y\s+)?por\s+escrito)?`;
const CONSENT_CLAUSE = String.raw`${WITHOUT_CONSENT}(?:\s+del?\s+(?:la\s+|el\s+)?${CONSENTING_PARTY})?`;
/** The housing service named by its acronym and its region ("SERVIU Región del Biobío"). */
const REGIONAL_HOUSING = String.raw`(?:SERVIU|MINVU)\s+(?:de\s+la\s+)?${REGION}`;
/**
 * The consent the acts need, when the clause ends with it ("sin su consentimiento", "sin
 * consentimiento del acreedor", ", sin autorización previa del SERVIU" before the decree it cites,
 * "sin autorización del SERVIU": a public body by its one-word name); not when a creditor's name
 * follows ("sin consentimiento del BANCO X").
 * The next field may follow, as a worn copy reads it ("> Afavorde BANCO X"), or the next section's
 * heading ("C) LITIGIOS", "III. LITIGIOS").
 */
const CONSENT = String.raw`(?:,?\s+${CONSENT_CLAUSE}(?=\s*[,.;(]|\s*$|\s+[>»›]?\s*(?:en|a)\s*favor|\s+\p{Lu}\p{Ll}+\s*:|\s+(?:\p{L}|\d{1,2})\)\s|\s+[IVX]{1,4}[.)]\s))?`;
const FORBIDS = String.raw`(de\s+${FORBIDDEN_ACTS}${CONSENT})`;
/**
 * "de gravar y enajenar", "de prohibición de celebrar actos y contratos" (a precautoria), "Detalle: de …";
 * after a middle dot parting the entry's clauses ("11/04/2016 · de gravar y enajenar · en favor de …").
 */
const FORBIDS_FIRST = new RegExp(
  String.raw`^[\s.,:·-]*(?:(?:detalle|acci[óo]n|objeto|alcance)\s*:\s*)?(?:de\s+((?:la\s+)?prohibici[óo]n\s+de\s+${FORBIDDEN_ACTS}${CONSENT})|${FORBIDS})`,
  'iu',
);
const forbidsFirst = (text: string) => {
  const match = FORBIDS_FIRST.exec(text);
  return match?.[1] ?? match?.[2];
};
/** A capitalised word after a word in lower case (case matters here, unlike in the patterns above). */
const CAPITALISED_AFTER_LOWER = /(?<=\p{Ll})\s+(\p{Lu}\p{Ll}+)(?!\p{L})/gu;
const ONE_ACT = new RegExp(`^${ACT}$`, 'iu');

/**
 * The acts without the next line the text layer joined to a table's last cell ("… enajenar y
 * gravar Interdicciones, embargos …"): cut at the first capitalised word after words in lower
 * case that is no act itself ("de gravar y Enajenar" stays whole), nor inside brackets, where the
 * acts cite their law ("(artículo 13 de la Ley N° 19.253)").
 */
function withoutNextLine(acts: string): string {
  const inBrackets = (index: number) => /\([^()]*$/u.test(acts.slice(0, index));
  // Nor inside a region's name, which the consenting body may carry ("del SERVIU Región del Biobío").
  const regions = [...acts.matchAll(new RegExp(REGION, 'giu'))];
  const inRegion = (index: number) =>
    regions.some((region) => index >= region.index && index < region.index + region[0].length);
  const next = [...acts.matchAll(CAPITALISED_AFTER_LOWER)].find(
    (match) => !ONE_ACT.test(match[1] ?? '') && !inBrackets(match.index) && !inRegion(match.index),
  );
  return next ? acts.slice(0, next.index) : acts;
}
/**
 * The consent the acts need, when the next line the text layer joined follows it ("… enajenar sin
 * autorización del acreedor No hay otras …"): CONSENT waits for a stop that never comes there.
 */
const CONSENT_BEFORE_NEXT_LINE = new RegExp(String.raw`^\s+(${CONSENT_CLAUSE})(?=\s+\p{Lu}\p{Ll}|\s*$)`, 'u');

/**
 * The consent of the housing service named by its acronym and region in prose, before the clause
 * goes on ("… sin autorización del SERVIU Región del Biobío, inscrita a …"): its region is its name's.
 */
const REGIONAL_CONSENT_NEXT = new RegExp(
  String.raw`^\s+(${WITHOUT_CONSENT}\s+del?\s+${REGIONAL_HOUSING})(?=\s*[,.;]|\s*$)`,
  'u',
);

function withConsentBeforeNextLine(acts: string, body: string): string {
  const at = body.indexOf(acts);
  if (at < 0 || /\bsin\s/u.test(acts)) return acts;
  const rest = body.slice(at + acts.length);
  const consent = REGIONAL_CONSENT_NEXT.exec(rest) ?? CONSENT_BEFORE_NEXT_LINE.exec(rest);
  return consent?.[1] ? `${acts} ${consent[1]}` : acts;
}

/** A table's Acción cell may print the acts alone: "Gravar y enajenar". */
const FORBIDS_CELL = new RegExp(String.raw`^[\s.,:-]*((?:de\s+)?${FORBIDDEN_ACTS}${CONSENT})`, 'iu');
/**
 * The acts under a label among the entry's fields ("Acreedor: BANCO X Detalle: de gravar y
 * enajenar"), also where a worn copy lost the label's leader ("Objeto   de enajenar …").
 */
// A labelled cell may print the acts alone ("Alcance: gravar y enajenar").
const FORBIDS_LABELLED = new RegExp(
  String.raw`\b(?:detalle|acci[óo]n|objeto|alcance)\s*:?\s*((?:de\s+)?${FORBIDDEN_ACTS}${CONSENT})`,
  'iu',
);
/** In the type printed before the reference: "Medida precautoria de prohibición de celebrar actos y contratos inscrita a …". */
const FORBIDS_IN_TYPE = new RegExp(
  String.raw`\bde\s+(prohibici[óo]n\s+de\s+${FORBIDDEN_ACTS})|\b(de\s+${FORBIDDEN_ACTS})`,
  'iu',
);
/** The same after the creditor's clause: "En favor de BANCO X, de enajenar y gravar." */
const FORBIDS_AFTER_CREDITOR = new RegExp(String.raw`,\s*${FORBIDS}`, 'iu');
/** The acts anywhere in a text, for the name-before check below. */
const FORBIDS_ANYWHERE = new RegExp(String.raw`(?<!\p{L})${FORBIDS}`, 'giu');
/** A name in capitals ending right before (case-sensitive, unlike the patterns above). */
const CAPITALS_BEFORE = /\p{Lu}{2,}[.)]?\s+$/u;

/**
 * The acts on their own line after the creditor's name in capitals, no comma between ("A favor
 * de: BANCO X / De gravar y enajenar sin consentimiento del acreedor").
 */
function forbidsAfterName(text: string): string | undefined {
  return [...text.matchAll(FORBIDS_ANYWHERE)].find((match) =>
    CAPITALS_BEFORE.test(text.slice(0, match.index)),
  )?.[1];
}

/**
 * What a prohibition forbids ("de gravar y enajenar") or, for embargos and precautorias, the court
 * that decreed (ordered, laid) it, up to the party who asked for it, in whose favour, or the
 * case's caption.
 */
function actionOf(
  body: string,
  afterRef: string,
  afterKind: string,
  beforeRef: string,
  footnote: string,
): string | null {
  // Without the next row's number or section's numeral the text layer joined to the row's end.
  body = body.replace(NEXT_ROW, '');
  // A table row's date cell before the creditor's ("18-06-2019  BANCO X  de gravar y enajenar").
  afterRef = afterRef.replace(NEXT_ROW, '').replace(DATE_CELL, '');
  afterKind = afterKind.replace(NEXT_ROW, '');
  const inType = FORBIDS_IN_TYPE.exec(beforeRef.replace(REGISTRY_NAMED, ' '));
  // "fs. 811 Nº 760 año 2022 - Registro de Interdicciones y Prohibiciones de gravar y enajenar…":
  // the registry named after the reference is no part of what the entry forbids.
  const action =
    forbidsFirst(afterRef.replace(REGISTRY_AFTER_REF, '')) ??
    forbidsFirst(afterKind) ??
    FORBIDS_CELL.exec(afterLeadingName(afterKind).replace(SIGN_OFF, ''))?.[1] ??
    FORBIDS_CELL.exec(afterLeadingName(afterRef).replace(SIGN_OFF, ''))?.[1] ??
    FORBIDS_AFTER_CREDITOR.exec(afterRef)?.[1] ??
    forbidsAfterName(afterRef) ??
    FORBIDS_LABELLED.exec(body)?.[1] ??
    inType?.[1] ??
    inType?.[2] ??
    forbidsFirst(kindAfterDate(afterRef)) ??
    forbidsFirst(footnote);
  // Printed in capitals after the type ("PROHIBICIÓN DE ENAJENAR"), the acts read as prose.
  // Without the preposition that introduced the reference after them ("de enajenar y gravar a fojas …").
  const acts = (
    action ? withConsentBeforeNextLine(withoutNextLine(withoutNameAfter(action)), body) : action
  )?.replace(/(?:[\s,]+(?:a|en))?[\s,]*$/iu, '');
  if (acts) return acts === acts.toLocaleUpperCase('es') ? acts.toLocaleLowerCase('es') : acts;
  return courtOf(body);
}

/** The entry's date after its reference, then its kind in lower case: ", de 16 de mayo de 2022, prohibición ". */
const DATE_THEN_KIND =
  /^[\s,]*(?:de\s+)?(?:\d{1,2}\s+de\s+\p{L}+\s+(?:de|del)\s+(?:19|20)\d\d|\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d\d)\s*,\s*prohibici[óo]n\s+(?=de\s)/iu;

/**
 * What a prose entry forbids when its reference comes first, then its date and its kind ("fojas 611
 * número 540 del año 2022, de 16 de mayo de 2022, prohibición de gravar y enajenar a favor de …"):
 * the acts after the kind.
 */
function kindAfterDate(afterRef: string): string {
  const lead = DATE_THEN_KIND.exec(afterRef);
  return lead ? afterRef.slice(lead[0].length) : '';
}

/** A registry's name ("Registro de Interdicciones y Prohibiciones de Enajenar"): no entry's acts. */
const REGISTRY_NAME = String.raw`registro\s+de\s+(?:hipotecas(?:\s+y\s+grav[áa]menes)?|interdicciones(?:\s+y\s+prohibiciones)?|prohibiciones(?:\s+e\s+interdicciones)?)(?:\s+de\s+enajenar)?`;
/** A registry's name right after an entry's reference. */
const REGISTRY_AFTER_REF = new RegExp(
  String.raw`^[\s,;:(–—-]*(?:(?:del?|en\s+el)\s+)?${REGISTRY_NAME}\)?`,
  'iu',
);
/**
 * The registry an entry's sentence names before its kind ("Que en el Registro de Interdicciones y
 * Prohibiciones de Enajenar le afecta un EMBARGO"), by its own words: a worn copy may garble
 * "Registro". Its "Registro de" goes with it: a heading's "REGISTRO DE" left before the entry's
 * type ("PROHIBICIÓN de gravar …") would read as "de prohibición de gravar".
 */
const REGISTRY_NAMED =
  /(?:\bregistro\s+de\s+(?:las\s+)?)?(?:interdicciones\s+y\s+prohibiciones|prohibiciones\s+e\s+interdicciones)(?:\s+de\s+enajenar)?/giu;

// A table's detail cell may open with the court itself ("Juzgado de Letras de X, causa Rol C-…").
// The case ends at the party who moved it ("…, Rol C-41-2026, demandante JUAN …") as at its caption.
const COURT =
  /(?:(?:decretad|ordenad|dispuest|trabad)[oa]\s+(?:por|en)|seguid[oa]s?\s+ante|tramitad[oa]s?\s+ante|tribunal\s*:|(?<!\p{L}\s*)(?<![\d.])(?=(?:(?:primer|segundo|tercer|cuarto|quinto|sexto|s[ée]ptimo|octavo|noveno|d[ée]cimo)o?\s+|\d{1,2}[°º]\s+)?juzgado\s))\s*(?:el\s+|la\s+)?(.+?)(?=(?:,\s*|\s+)(?:a\s+(?:favor|solicitud|petici[óo]n)|en\s+favor|caratulad|anotad|inscrit|deducid|seguid|demandante)|\.\s|\s+\p{Lu}\p{Ll}+\s*:|$)/giu;
/** An entry's case in a field of its own: "Causa: Rol C-1402-2025", "Causa …… C-88-2024", "Rol causa: V-12-2023". */
const CASE_FIELD =
  /\b(?:causa(?:\s+rol)?|rol\s+(?:de\s+la\s+)?causa)\b[\s.:]*(?:rol\s*(?:n[°º.]?\s*)?)?((?:[A-Z]{1,2}-)?\d{1,6}-(?:19|20)\d\d)\b/iu;
const COURT_WORD = /\b(?:juzgado|tribunal|corte|[áa]rbitro)/iu;

/**
 * The court and case of an embargo or a litigio (the dev corpus's `accion`): "decretado
 * (ordenado, dispuesto, trabado) por el Juzgado …, Rol C-…", "seguida ante el Juzgado …",
 * "Tribunal: …", up to the party who asked for it, in whose favour, or the case's caption.
 */
function courtOf(body: string): string | null {
  // Without the separator before the party's clause ("…, Rol C-3310-2024 - a solicitud de …").
  const courts = [...body.matchAll(COURT)].map((match) => {
    // Nor the heading of the section after the last entry, joined to its end ("… Rol C-12-2024 LITIGIOS …").
    // Nor the next section's number the row ran into ("… Rol C-48-2025 3. LITIGIOS: …").
    const court =
      match[1]
        ?.replace(NEXT_SECTION_HEADING, '')
        .replace(/[\s,.–—-]+$/u, '')
        .replace(/(?<=-(?:19|20)\d\d)\s+\d{1,2}$/u, '') ?? '';
    // "ante el 21° Juzgado Civil …": the court's number before it, which COURT starts after.
    const start = match.index + match[0].length - (match[1]?.length ?? 0);
    const number = /(?<![\d.])\d{1,2}[°º]\s+$/u.exec(body.slice(Math.max(0, start - 6), start))?.[0];
    return number && /^juzgado\s/iu.test(court) ? `${number}${court}` : court;
  });
  // "trabado en juicio ejecutivo …, seguido ante el Juzgado …": the clause that names the court.
  const court = courts.find((court) => COURT_WORD.test(court)) ?? courts[0] ?? null;
  // "Tribunal: Juzgado …" and "Causa: Rol C-…" in fields of their own: the case goes with its court.
  // Not when the court's clause already gives the case ("…, causa C-4418-2025": OCR lost its "Rol").
  const rol = court && !/\brol\b/iu.test(court) ? CASE_FIELD.exec(body)?.[1] : undefined;
  if (rol && court?.includes(rol)) return court;
  return rol ? `${court}, causa Rol ${rol}` : court;
}

/**
 * The note a table row points to with a call ("PROHIBICIÓN (1)"), printed below the table ("(1)
 * Prohibición de gravar y enajenar …"): its words after the kind it repeats, else "".
 */
function footnoteOf(text: string, printed: string, rowStart: number): string {
  const call = /\((\d)\)/u.exec(printed);
  const note = call ? text.indexOf(call[0], rowStart + call.index + call[0].length) : -1;
  const from = note < 0 ? numberedNote(text, rowStart) : note + 3;
  if (from === null || from < 0) return '';
  return text
    .slice(from, from + 240)
    .replace(/^\s*(?:(?:la|el)\s+)?(?:prohibici[óo]n|embargo|medida\s+precautoria)\s+(?=de\s)/iu, '');
}

/** A table row's number, its first cell, with the registry's cell after it ("2   Prohibiciones   PROHIBICIÓN …"). */
const ROW_NUMBER = /(?:^|\s)(\d{1,2})\s+(?:\p{L}+\s+){0,3}$/u;

/** A table row's number where the row starts ("2   Prohibiciones   PROHIBICIÓN …"). */
const ROW_NUMBER_AT_START = /^(\d{1,2})[.)]?\s/u;

/**
 * The note below a table that names a row by its number ("Detalle 2: prohibición de gravar …",
 * "Nota 1: …"): where its words start, after the row; null without one.
 */
function numberedNote(text: string, rowStart: number): number | null {
  // The row may start at its number (reading/tables.ts `ordinalStarts`), or at a cell after it.
  const row =
    ROW_NUMBER_AT_START.exec(text.slice(rowStart, rowStart + 4))?.[1] ??
    ROW_NUMBER.exec(text.slice(Math.max(0, rowStart - 40), rowStart))?.[1];
  if (!row) return null;
  const note = new RegExp(
    String.raw`(?<!\p{L})(?:detalle|nota|observaci[óo]n|obs\.)\s*(?:n[°º.]?\s*)?${row}\s*[:.)-]\s*`,
    'iu',
  ).exec(text.slice(rowStart));
  return note ? rowStart + note.index + note[0].length : null;
}

/**
 * A numeric date alone in a table's cell: "21/03/2023", "02-04-1987"; or parted from the reference
 * by a dash, as a line of fields ("Fs. 1288 N° 1035 / 2009 — 11/05/2009 — SERVIDUMBRE …").
 */
const DATE_CELL = /^\s*(?:[-—–]\s*)?\d{1,2}[/-]\d{1,2}[/-](?:19|20)\d\d(?=\s|$)/u;

/** A table's registry cell, in plural ("Hipotecas", "PROHIBICIONES"); case matters elsewhere in NEXT_ROW. */
const REGISTRY_CELL = `(?:${[
  'hipotecas',
  'gravámenes',
  'prohibiciones',
  'interdicciones',
  'embargos',
  'litigios',
]
  .flatMap((word) => [word.charAt(0).toUpperCase() + word.slice(1), word.toUpperCase()])
  .join('|')})`;
/**
 * After a row's last cell: the next row's number and registry cell, a legend of the table's codes ("HG = …"), a note
 * or the next section's numeral ("II.").
 */
const NEXT_ROW = new RegExp(
  String.raw`\s+(?:\d{1,3}(?:\s+${REGISTRY_CELL}(?:\s+(?:y|e)\s+\p{L}+)?)?|\p{Lu}{1,4}\s*=.*|\(\d\)\s.*|[IVX]{1,4}\.)\s*$`,
  'u',
);
/**
 * The next row's registry cell with its empty answer ("Litigios No hay", its empty cells printed as
 * dashes between: "Litigios - - - - No hay") and all after it: no creditor's words.
 */
const EMPTY_ROW_AFTER = new RegExp(
  String.raw`\s+${REGISTRY_CELL}\s*:?\s+(?:[-–—]\s+)*(?:[Nn]o\s+(?:hay|registra|tiene|existen?|constan?)|NO\s+(?:HAY|REGISTRA|TIENE|EXISTEN?|CONSTAN?)|[Nn]inguno|NINGUNO|[Ss]in\s+\p{L}+|SIN\s+\p{Lu}+)\b.*$`,
  'u',
);

/**
 * The inscription date printed with the entry ("con fecha 21 de diciembre de 2016", "Fecha
 * Inscripción: 18/05/2009", a bare "Fecha: 11/04/2024" among the entry's fields, "inscrita el
 * 21/08/2019", a litigio "anotada el 6 de octubre de 2026", "… año 2017, de fecha 18/04/2017"
 * right after the reference).
 */
function inscriptionDate(afterRef: string, year: number | null): string | null {
  // A table's date cell right after the reference's cells ("1.188 904 2023 21/03/2023 BANCO X").
  const cell = DATE_CELL.exec(afterRef);
  if (cell) return findDates(cell[0])[0]?.iso ?? null;
  // The cell may spell its month ("22 agosto 2017", "22 de agosto de 2017"): a date opening what
  // follows the reference, before any word of the entry.
  const spelt = findDates(afterRef)[0];
  if (
    spelt &&
    /^\s*$/u.test(afterRef.slice(0, spelt.index)) &&
    /^\s*\d{1,2}\s+(?:de\s+)?\p{L}/u.test(spelt.text)
  )
    return spelt.iso;
  const label =
    /(?:con\s+fecha|fecha\s+(?:de\s+)?inscr(?:ipci[óo]n|\.)?\s*:?|(?<!\p{L})insc\.\s*|(?<!\p{L})fecha\s*(?::|(?=\d{1,2}[/.-]\d))|(?:inscrit|anotad)[ao]s?\s+(?:el|con\s+fecha)|\(\s*(?:inscrit|anotad)[ao]\s*:?\s+(?=\d)|^[\s,]*de\s+fecha)\s*/iu.exec(
      afterRef,
    );
  if (!label) return typeDatedBare(afterRef) ?? dateClosingEntry(afterRef);
  const afterLabel = afterRef.slice(label.index + label[0].length);
  const date = findDates(afterLabel)[0];
  return date && date.index <= 2 ? date.iso : dateOfThatYear(afterLabel, year);
}

/**
 * A creditor read after "en favor" where a row's wrapped cells put their next line between the
 * words ("en favor" + "Gravámenes" + "del Año 2018" + "de BANCO X": the registry's and the
 * inscription's cells): the name without those words.
 */
const WRAPPED_YEAR =
  /^(?:(?:(?:y|e)\s+)?(?:Hipotecas|Grav[áa]menes|Interdicciones|Prohibiciones)(?:\s+de\s+Enajenar)?\s+)?(?:del?\s+)?a[ñn]o\s+(?:19|20)\d\d\s+(?:de|del)\s+(?=\p{Lu})/iu;

/**
 * A table's date cell read inside the reference, between its number and its year: the row's
 * inscription cell wrapped its year onto the next line ("Fs. 30412 Nro. 33871 │ 06/11/2007 │ … /
 * del Año 2007"), which the text layer joins after the row's other cells.
 */
const DATE_CELL_IN_REF =
  /(?:n[úu]mero|nro\.?|n[°º])\s*[\d.]+\s+(\d{1,2}[/-]\d{1,2}[/-](?:19|20)\d\d)(?=\s)/iu;

function dateCellInRef(refText: string): string | null {
  const cell = DATE_CELL_IN_REF.exec(refText)?.[1];
  return cell ? (findDates(cell)[0]?.iso ?? null) : null;
}

/**
 * A date alone after the reference and a comma, closing the entry ("fs. 55 N° 48, 11 de marzo de
 * 1992."): the inscription's.
 */
function dateClosingEntry(afterRef: string): string | null {
  const comma = /^\s*,\s*/u.exec(afterRef);
  if (!comma) return null;
  const rest = afterRef.slice(comma[0].length);
  const date = findDates(rest)[0];
  return date?.index === 0 && /^\s*(?:[.;]|$)/u.test(rest.slice(date.text.length)) ? date.iso : null;
}

/**
 * The body a prohibition needs the consent of, named in capitals ("sin autorización del SERVICIO DE
 * VIVIENDA Y URBANIZACIÓN REGIÓN DE LOS LAGOS (D.S. …)"): the one it was laid in favour of, when
 * the entry names no creditor. Case matters: "sin autorización del acreedor" names none.
 */
const CONSENTING_BODY = new RegExp(
  String.raw`\b${WITHOUT_CONSENT}\s+(?:del|de\s+la|de)\s+(\p{Lu}{2,}(?:[.,]?\s+(?:(?:DE|DEL|LA|LAS|LOS|Y|E)\s+)*\p{Lu}[\p{Lu}.]+){0,10})(?=\s*[(,.;]|\s*$)`,
  'u',
);

/** The housing service named by its acronym and region ("sin autorización del SERVIU Región del Biobío"). */
const CONSENTING_REGIONAL_BODY = new RegExp(
  String.raw`\b${WITHOUT_CONSENT}\s+(?:del|de\s+la|de)\s+(${REGIONAL_HOUSING})`,
  'u',
);

function consentingBody(body: string): string | null {
  const found = CONSENTING_REGIONAL_BODY.exec(body)?.[1] ?? CONSENTING_BODY.exec(body)?.[1];
  return found?.replace(/\s+/gu, ' ') ?? null;
}

/**
 * The body an entry was inscribed at the request of, named in capitals, when it names no creditor
 * ("PROHIBICIÓN de enajenar … por tratarse de tierra indígena, inscrita a requerimiento de la
 * CORPORACIÓN NACIONAL DE DESARROLLO INDÍGENA, CONADI."): the one it protects. Case matters: a
 * person's "a requerimiento de don …" is none.
 */
const REQUESTING_BODY =
  /\ba\s+requerimiento\s+(?:del|de\s+la|de)\s+(\p{Lu}{2,}(?:\s+(?:(?:DE|DEL|LA|LAS|LOS|Y|E)\s+)*\p{Lu}[\p{Lu}.]+){1,10})(?=\s*[(,.;]|\s*$)/u;

function requestingBody(body: string): string | null {
  return REQUESTING_BODY.exec(body)?.[1]?.replace(/\s+/gu, ' ') ?? null;
}

/**
 * A date in words after the reference's comma, before the entry's type ("Fs. 2.210 N° 2.455 año
 * 2020, de 24 de noviembre de 2020: PROHIBICIÓN …"), or closing its sentence after the type
 * ("- HIPOTECA. Fs. 96 N° 81 año 2021, de 08 de septiembre de 2021. Acreedor: …"): the inscription's.
 */
const WORDED_DATE_AFTER_REF =
  /^[\s,]*de\s+(?=\d{1,2}\s+de\s+\p{L}+\s+(?:de|del)\s+(?:19|20)\d\d\s*(?:[:,;]|\.(?!\d)))/iu;

/**
 * The entry's type (and what it forbids) dated in figures without a label ("HIPOTECA de
 * 04-07-2012 a favor de …", "PROHIBICIÓN de enajenar y gravar de 04-07-2012 …"): the date of the
 * entry, unless a deed or a decision it cites comes first ("por escritura de 04-07-2012"); so is a
 * date right after the reference, after its comma ("Fs. 98 N° 81 año 2023, de 04/10/2023, a favor
 * de …") or in brackets ("Fs. 61 N° 55 año 2018 (26-03-2018), a favor del …").
 */
const BARE_DATE_AFTER_TYPE =
  /^(?:[\s,]*(?=de\s))?[^,;]{0,60}?(?<!\p{L})de\s+(?=\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d\d(?!\d))|^[\s,]*\((?=\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d\d\))/u;
const CITED_ACT = /\b(?:escritura|resoluci[óo]n|sentencia|oficio|decreto|notar[íi]a|contrato)\b/iu;

function typeDatedBare(afterRef: string): string | null {
  const lead = BARE_DATE_AFTER_TYPE.exec(afterRef) ?? WORDED_DATE_AFTER_REF.exec(afterRef);
  if (!lead || CITED_ACT.test(lead[0])) return null;
  const date = findDates(afterRef.slice(lead[0].length))[0];
  return date && date.index === 0 ? date.iso : null;
}

/**
 * The inscription date printed before the entry's reference ("Hipoteca inscrita con fecha 14 de
 * agosto de 2019 a fojas 611 …", "inscrita el 3 de mayo de 2021, a fs. …"): the date the label
 * opens, right before the reference.
 */
function dateBeforeRef(beforeRef: string): string | null {
  const label = [...beforeRef.matchAll(/(?:inscrit[ao]s?\s+(?:el|con\s+fecha)|con\s+fecha)\s+/giu)].at(-1);
  if (!label) return null;
  const rest = beforeRef.slice(label.index + label[0].length);
  const date = findDates(rest)[0];
  if (!date || date.index > 2) return null;
  return /^[\s,]*(?:(?:a|en)\s*)?$/iu.test(rest.slice(date.index + date.text.length)) ? date.iso : null;
}

/**
 * The date an entry's sentence opens on, saying when the registry noted it ("LITIGIO. Con fecha
 * 11/09/2025 se anotó al margen la demanda …, inscrita a fs. …"): the entry's own date, however
 * far before its reference.
 */
const NOTED_ON = /^[\s\p{Lu}.:-]*?\b[Cc]on\s+fecha\s+/u;
const NOTING_VERB = /^\s*,?\s*se\s+(?:anot|inscrib|practic)/u;

function notedOnDate(beforeRef: string): string | null {
  const label = NOTED_ON.exec(beforeRef);
  if (!label) return null;
  const rest = beforeRef.slice(label[0].length);
  const date = findDates(rest)[0];
  if (!date || date.index !== 0) return null;
  return NOTING_VERB.test(rest.slice(date.text.length)) ? date.iso : null;
}

interface ReadEntry {
  value: Lien & Prohibition;
  registry: LienRegistry;
  entry: SegmentedEntry;
  confidence: number;
  /** The certificate says the inscription was lifted or cancelled: no lien in force. */
  cancelled: boolean;
  /** A table row's state cell ("VIGENTE", "ALZADA") was read; null when the entry is no table row. */
  stateRead: boolean | null;
  /** The reference was read by a repair (reading/tables.ts: a rule OCR took for a digit). */
  repaired: boolean;
  /** The creditor is the plaintiff of the suit the entry's caption names. */
  creditorFromCaption: boolean;
}

/** A table's state cell, printed in capitals ("VIGENTE", "ALZADA", "CANCELADA"): never a creditor. */
const STATE_CELL = /(?<![\p{L}])(?:VIGENTES?|ALZAD[OA]S?|CANCELAD[OA]S?)(?![\p{L}])/u;
const CANCELLED_STATE = /^(?:ALZAD|CANCELAD)/u;
/**
 * Prose saying an entry no longer stands ("fueron alzadas por escritura …", "se encuentra
 * cancelada"), its state as a sentence of its own after it ("… por UF 900,00. ALZADA Y CANCELADA
 * según inscripción …", "… BANCO X. Alzada por escritura de 2019"), or the heading of such
 * entries ("INSCRIPCIONES CANCELADAS:", "Alzamientos:"); a partial cancellation leaves the lien
 * in force.
 */
const CANCELLED_PROSE =
  /\b(?:fue|fueron|ha\s+sido|han\s+sido|se\s+encuentran?|qued[óo]|quedaron|est[áa]n?)\s+(?:alzad|cancelad)[oa]s?\b(?!\s+parcialmente)|[.;]\s+(?:alzad|cancelad)[oa]s?(?:\s+(?:y|e)\s+(?:alzad|cancelad)[oa]s?)?(?![\p{L}])(?!\s+parcialmente)|\b(?:inscripciones\s+)?(?:canceladas|alzadas|alzamientos|cancelaciones)\s*:/iu;

/**
 * A table row's cells the text layer glued at an abbreviation's stop ("BANCO X S.A.Por 2.880 UF",
 * "S.A.Gravar y enajenar", "S.A.No enajenar"), parted again; the same length plus one space per part.
 */
const unglueCells = (body: string) => body.replace(/(?<=\p{Lu}\.\p{Lu}\.)(?=\p{Lu}\p{Ll})/gu, ' ');

/** A table's first column: a short code in capitals before each row ("HIP", "PROH", "RBG"). */
const ROW_CODE = /(?:^|\s)(\p{Lu}{2,5})\s*$/u;

/** The codes printed before the entries' rows, when a table prints them. */
function rowCodes(text: string, raw: string, entries: SegmentedEntry[]): Set<string> {
  const codes = entries.map(
    (entry) => ROW_CODE.exec(text.slice(Math.max(0, entry.index - 12), entry.index))?.[1],
  );
  // A row's code opens its line (after the row's number); capitals that only ever end a line
  // close a creditor's name the rows repeat ("… BANCO DE CHILE |" over two rows).
  const opensLine = (code: string) =>
    raw.split('\n').some((line) => {
      const row = line.replace(/^[\s|¦│]*(?:\d{1,3}[.)-]?[\s|¦│]+)?/u, '');
      return row.startsWith(code) && !/^\p{L}/u.test(row.slice(code.length));
    });
  // A table that codes its rows codes the first too, or repeats its codes ("PRH" before two rows
  // when OCR lost the first's): capitals once before a later row only are the end of the
  // previous row's creditor ("BANCO BICE").
  const found = codes.filter((code): code is string => code !== undefined && opensLine(code));
  const repeated = found.filter((code) => found.indexOf(code) !== found.lastIndexOf(code));
  return new Set(codes[0] === undefined ? repeated : found);
}

/**
 * The registry a row's code names ("PROH", "HIP"): where a row whose kind OCR garbled ("Embaxmo")
 * is kept, instead of the gravámenes every kind-less entry would go to.
 */
const CODE_REGISTRY: readonly (readonly [RegExp, LienRegistry])[] = [
  [/^(?:PRO?H|INT|EMB|LIT)/u, 'prohibiciones'],
  [/^(?:HIP|GRA?V|SERV)/u, 'gravamenes'],
];

function codedRegistry(text: string, entry: SegmentedEntry): LienRegistry {
  if (entry.kind || entry.label) return entry.registry;
  const code = ROW_CODE.exec(text.slice(Math.max(0, entry.index - 12), entry.index))?.[1] ?? '';
  return CODE_REGISTRY.find(([pattern]) => pattern.test(code))?.[1] ?? entry.registry;
}

/** A row's text without the next row's code the text layer joined to its end. */
function withoutNextCode(printed: string, codes: Set<string>): string {
  const trailing = ROW_CODE.exec(printed);
  return trailing?.[1] && codes.has(trailing[1]) ? printed.slice(0, trailing.index) : printed;
}

/**
 * A table row whose detail cell wraps onto further lines: the text layer prints the row's registry
 * code and numbers ("RHG 1302 1011 2019") inside the detail's sentence, after its first line. The
 * detail, cut mid-phrase ("a favor de BANCO DEL", "por"), is read without them, blanked to spaces
 * so every offset stays.
 */
const OPEN_PHRASE = /(?:,|(?<!\p{L})(?:de|del|la|las|el|los|por|a|al|en|con|y|e|favor|sobre|para))\s*$/iu;

function withoutRowCells(printed: string, entry: SegmentedEntry): string {
  const { ref, kind } = entry;
  if (!ref || !kind || !entry.enumerated || kind.index >= ref.index) return printed;
  const refStart = ref.index - entry.index;
  const refEnd = refStart + ref.text.length;
  const code = ROW_CODE.exec(printed.slice(0, refStart));
  const from = code?.[1] ? refStart - code[0].length : refStart;
  if (!/\S/u.test(printed.slice(refEnd)) || !OPEN_PHRASE.test(printed.slice(0, from))) return printed;
  return `${printed.slice(0, from)}${' '.repeat(refEnd - from)}${printed.slice(refEnd)}`;
}

/** A cell's rest on the line under its row: words in capitals up to the next sentence, row or section ("II."). */
const WRAPPED_REST =
  /^\s*((?![IVX]{1,4}[.)])\p{Lu}[\p{Lu}.&-]*(?:\s+(?![IVX]{1,4}[.)])\p{Lu}[\p{Lu}.&-]*){0,3})(?=\s+\p{Lu}\p{Ll}|\s+[\d(]|\s+[IVX]{1,4}[.)]|\s*$)/u;

/** A creditor cut on an open phrase ("BANCO DEL ESTADO DE") with its rest from the line under the row. */
function withWrappedRest(creditor: string, afterState: string): string {
  const rest = OPEN_PHRASE.test(creditor) ? WRAPPED_REST.exec(afterState)?.[1] : undefined;
  return rest ? `${creditor.trimEnd()} ${rest}` : creditor;
}

/**
 * A value's words as the entry prints them (the source of the normalised text it was read from),
 * spaces collapsed; null when the entry does not hold the value.
 */
function printedInEntry(
  text: string,
  normalized: NormalizedText,
  entry: ReadEntry['entry'],
  value: string,
): string | null {
  const at = text.indexOf(value, entry.index);
  if (at < 0 || at >= entry.end) return null;
  return normalized.sourceSlice(at, value.length).replace(/\s+/g, ' ').trim();
}

/**
 * A creditor whose numbers the copy prints in words ("en favor del lote número cuatro del mismo
 * plano"): given as printed, not as the normalised text reads it ("lote número 4").
 */
function creditorAsPrinted(text: string, normalized: NormalizedText, read: ReadEntry): ReadEntry {
  const { acreedor } = read.value;
  if (!acreedor || !/\d/.test(acreedor)) return read;
  const printed = printedInEntry(text, normalized, read.entry, acreedor);
  if (printed === null) return read;
  // Only numbers written out differ: the printed words hold no digit where the reading has one.
  const wordsOnly = printed.replace(/\d/g, '') === printed && printed !== acreedor;
  return wordsOnly ? { ...read, value: { ...read.value, acreedor: printed } } : read;
}

/**
 * What a prohibition forbids as the copy prints it where it cites a law or a decree by its number
 * ("(artículo 13 de la Ley N° 19.253)", "(D.S. N° 49, de 2011)"), not as the normalised text reads
 * the number ("Ley número 19253"): the printed words differ only in the number's sign and stops.
 */
function actionAsPrinted(text: string, normalized: NormalizedText, read: ReadEntry): ReadEntry {
  const { accion } = read.value;
  if (!accion || !/\bnúmero\s+\d/u.test(accion)) return read;
  const printed = printedInEntry(text, normalized, read.entry, accion);
  if (printed === null) return read;
  const asRead = printed.replace(/\bN[°º]\.?\s*(?=\d)/gu, 'número ').replace(/(?<=\d)\.(?=\d{3}\b)/gu, '');
  return asRead === accion ? { ...read, value: { ...read.value, accion: printed } } : read;
}

/**
 * What follows a kind in a row whose type cell ends before the next cell's capitals: past the
 * qualifiers the type's cell holds ("DE TRÁNSITO" after "SERVIDUMBRE"), the next cell.
 */
function pastTypeCell(afterKind: string, kindText: string, cellType: string): string {
  const typeWords = cellType.split(' ');
  const at = typeWords.indexOf(kindText.toLocaleUpperCase('es').split(/\s+/u).at(-1) ?? '');
  let rest = afterKind;
  for (const word of at < 0 ? [] : typeWords.slice(at + 1)) {
    const next = /^[\s,.:;-]*(\S+)/u.exec(rest);
    if (next?.[1]?.replace(/[,.;:]+$/u, '').toLocaleUpperCase('es') !== word) return afterKind;
    rest = rest.slice(next[0].length);
  }
  return rest;
}

/**
 * The court of a suit the registry noted, after a bare "ante" ("… deducida por X en contra de la
 * propietaria, ante el Juzgado de Letras de Y, causa Rol C-96-2026, con anotación al margen …"):
 * its court and case, as a litigio's accion. Only for such an entry: under a printed "LITIGIO:"
 * the clause is the litigio's own words.
 */
const SUIT_COURT =
  /(?<!\p{L})ante\s+(?:el\s+|la\s+)?((?:(?:primer|segundo|tercer|cuarto|quinto)o?\s+|\d{1,2}[°º]\s+)?juzgado\s.+?)(?=(?:,\s*|\s+)(?:a\s+(?:favor|solicitud|petici[óo]n)|en\s+favor|caratulad|anotad|inscrit|deducid|seguid|con\s+anotaci|cuy[oa]s?(?!\p{L}))|\.\s|$)/iu;

/** `raw`: the document's lines as read, where a table row's cells stand apart. */
function readEntry(
  text: string,
  raw: string,
  entry: SegmentedEntry,
  conservador: string | null,
  codes: Set<string>,
): ReadEntry {
  const { ref, kind } = entry;
  const row = withoutNextCode(text.slice(entry.index, entry.end), codes);
  // A table row (bare numbers under a header) ends at its state cell: after it, the next row's code.
  const state = ref && !/fojas/iu.test(ref.text) ? STATE_CELL.exec(row) : null;
  const printed = state ? row.slice(0, state.index) : row;
  const detail = withoutRowCells(printed, entry);
  const body = unglueCells(detail).replace(/\s{2,}/g, ' ');
  const refEnd = ref ? ref.index + ref.text.length - entry.index : 0;
  const afterRef = unglueCells(printed.slice(refEnd));
  const printedKind = kind ? printedType(text, kind) : '';
  const cellType = typeInItsCell(printedKind, raw);
  const printedTipo = entry.label ? entry.label.toLocaleUpperCase('es') : cellType;
  const suit = isSuit(entry.label ?? kind?.text ?? '');
  const tipo = suit ? 'LITIGIO' : printedTipo;
  const kindEnd = kind ? Math.max(0, kind.index - entry.index) + kind.text.length : 0;
  const nextCell =
    kind && cellType !== printedKind
      ? pastTypeCell(detail.slice(kindEnd), kind.text, cellType)
      : detail.slice(kindEnd);
  const afterKind = unglueCells(nextCell).replace(/\s{2,}/g, ' ');
  // An amount cell is looked for after the reference first: the reference's own year may stand
  // right before the "UF" of the next cell ("Nº 498 / 2018   UF 1.850,00").
  const amount =
    AMOUNT.exec(body)?.[1] ??
    AMOUNT_IN_WORDS.exec(body)?.[1] ??
    unitsInWords(body) ??
    (ref ? UF_CELL.exec(afterRef)?.[0] : undefined) ??
    UF_CELL.exec(body)?.[0] ??
    PESO_CELL.exec(body.replace(NEXT_ROW, ''))?.[1];
  // After a table row's state cell: the rest of a cell the row wrapped onto the next line
  // ("BANCO DEL ESTADO DE … VIGENTE" / "CHILE") and the fields printed under the row ("Objeto: …").
  const afterState = state ? row.slice(state.index + state[0].length) : '';
  const read = creditorOf(body, ref ? afterRef : '', kind && kindEnd >= refEnd ? afterKind : null);

  const plaintiff = read === null && /^embargo/iu.test(tipo) ? captionPlaintiff(body) : null;
  const named =
    read ??
    plaintiff ??
    (entry.registry === 'prohibiciones' ? consentingBody(body) : null) ??
    requestingBody(body);
  const creditor = named?.replace(WRAPPED_YEAR, '') ?? null;
  const value = {
    fecha_emision:
      inscriptionDate(afterRef, inscriptionFields(ref).ano) ??
      (ref ? dateBeforeRef(printed.slice(0, Math.max(0, ref.index - entry.index))) : null) ??
      (ref ? notedOnDate(printed.slice(0, Math.max(0, ref.index - entry.index))) : null) ??
      (ref ? dateCellInRef(ref.text) : null),
    conservador,
    ...inscriptionFields(ref),
    codigo_verificacion: null,
    tipo,
    acreedor: creditor ? withWrappedRest(creditor, afterState) : creditor,
    suma_dinero: amount ? parsePrice(amount) : null,
    accion:
      entry.registry === 'prohibiciones'
        ? (actionOf(
            body,
            afterRef,
            afterKind,
            ref ? printed.slice(0, Math.max(0, ref.index - entry.index)) : '',
            footnoteOf(text, printed, entry.index),
          ) ??
          FORBIDS_LABELLED.exec(afterState)?.[1] ??
          (suit ? (SUIT_COURT.exec(body)?.[1]?.replace(/[\s,.–—-]+$/u, '') ?? null) : null))
        : null,
  };
  const confidence = Math.min(ref?.confidence ?? 0.3, kind ? 0.95 : 0.4);
  const cancelled = state ? CANCELLED_STATE.test(state[0]) : CANCELLED_PROSE.test(printed);
  const tableRow = ref !== null && !/fojas/iu.test(ref.text);
  return {
    value,
    registry: codedRegistry(text, entry),
    entry,
    confidence,
    cancelled,
    stateRead: tableRow ? state !== null : null,
    repaired: ref?.repaired === true,
    creditorFromCaption: plaintiff !== null,
  };
}

/**
 * The plaintiff of the suit an embargo's entry names by its caption ("causa Rol C-118-2025,
 * caratulada "COMERCIAL SUR LIMITADA con AGRÍCOLA X SpA""): the party the seizure was ordered
 * for, read when the entry names no creditor otherwise (inferred: the caption names the suit).
 */
const CAPTION = /\bcaratulad[oa]s?\s*:?\s*["“«']\s*(.+?)\s+con\s+\S/iu;

function captionPlaintiff(body: string): string | null {
  const party = CAPTION.exec(body)?.[1]?.trim();
  return party && /^\p{Lu}/u.test(party) && party.length <= 120 ? party : null;
}

/** A lifting said of several inscriptions at once ("ambas … se encuentran alzadas y canceladas"). */
const LIFTED_PLURAL = /\b(?:alzad|cancelad)[oa]s\b/iu;
/** A sentence's end, or a heading's: a stop before a capital (not the stops inside "fs. 201" or "S.A. y"). */
const SENTENCE_END = /[.;:]\s+(?=\p{Lu})/u;

/**
 * Inscriptions named in one sentence that a plural lifting closes ("la hipoteca inscrita a fojas …
 * y la prohibición inscrita a fojas …, ambas a favor del …, se encuentran alzadas"): each is
 * lifted, not only the last, whose span holds the words.
 */
function liftedTogether(text: string, read: ReadEntry[]): ReadEntry[] {
  const lifted = read.map((entry) => entry.cancelled);
  for (let at = read.length - 1; at > 0; at--) {
    const current = read[at];
    const previous = read[at - 1];
    if (!current || !previous || !lifted[at] || lifted[at - 1] || current.stateRead !== null) continue;
    // The words closing the sentence after the last reference, not a heading before it.
    const closing = text.slice(current.entry.ref?.index ?? current.entry.index, current.entry.end);
    const plural = LIFTED_PLURAL.test(CANCELLED_PROSE.exec(closing)?.[0] ?? '');
    const from = previous.entry.ref ? previous.entry.ref.index : previous.entry.index;
    const between = text.slice(from, current.entry.ref?.index ?? current.entry.index);
    if (plural && previous.stateRead === null && !SENTENCE_END.test(between)) lifted[at - 1] = true;
  }
  return read.map((entry, at) => (lifted[at] === entry.cancelled ? entry : { ...entry, cancelled: true }));
}

/**
 * Two readings of one inscription: the same fojas and número, and the same year where both give
 * one; or, in one registry (each numbers its inscriptions by year), the same número and year
 * whatever the fojas (a worn copy's "2.940" read as "0").
 */
function sameInscription(a: ReadEntry, b: ReadEntry): boolean {
  const [x, y] = [a.value, b.value];
  if (x.numero === null || x.numero !== y.numero) return false;
  if (x.fojas !== null && x.fojas === y.fojas) return x.ano === null || y.ano === null || x.ano === y.ano;
  return x.ano !== null && x.ano === y.ano && a.registry === b.registry;
}

/** A field the first reading lacks: not read, or a fojas of 0 (no page is numbered 0). */
const lacks = (key: string, value: unknown) =>
  value === null || value === '' || (key === 'fojas' && value === 0);

/**
 * The entries in force, each inscription once: a certificate may list its inscriptions in a table
 * and detail them after it (creditor, amount, court), or name lifted ones in either place. An
 * inscription said to be lifted or cancelled anywhere is no entry; one read twice is one entry,
 * its first reading completed by the second.
 */
function inForce(read: ReadEntry[]): ReadEntry[] {
  const kept: ReadEntry[] = [];
  for (const entry of read.filter((candidate) => !candidate.cancelled)) {
    if (read.some((other) => other.cancelled && sameInscription(other, entry))) continue;
    const first = kept.findIndex((other) => sameInscription(other, entry));
    const earlier = kept[first];
    if (!earlier) {
      kept.push(entry);
      continue;
    }
    const value = { ...earlier.value };
    for (const key of Object.keys(value) as (keyof typeof value)[])
      if (lacks(key, value[key])) Object.assign(value, { [key]: entry.value[key] });
    kept[first] = {
      ...earlier,
      value,
      registry: earlier.value.tipo === '' ? entry.registry : earlier.registry,
      confidence: Math.max(earlier.confidence, entry.confidence),
    };
  }
  return kept;
}

/** "en favor del mismo banco", "de la misma cooperativa": the creditor an entry before names. */
const SAME_CREDITOR = /^(?:(?:el|la|del)\s+)?mism[oa]\s+(?:acreedor|acreedora|\p{L}+)$/iu;

/** "a favor del mismo BANCO DE CHILE": the creditor named again, "mismo" no part of its name. */
const SAME_NAMED_CREDITOR = /^(?:(?:el|la|del)\s+)?mism[oa]\s+(\S+(?:\s+\S+)+)$/iu;

/**
 * Entries whose creditor is "the same" as an earlier one's take that one's name; one naming it
 * again after "mismo" keeps the name.
 */
function sameCreditors(read: ReadEntry[]): ReadEntry[] {
  let last: string | null = null;
  return read.map((entry) => {
    const { acreedor } = entry.value;
    if (acreedor && SAME_CREDITOR.test(acreedor) && last)
      return { ...entry, value: { ...entry.value, acreedor: last } };
    const named = acreedor ? SAME_NAMED_CREDITOR.exec(acreedor)?.[1] : undefined;
    if (named) {
      last = named;
      return { ...entry, value: { ...entry.value, acreedor: named } };
    }
    if (acreedor) last = acreedor;
    return entry;
  });
}

/** "Ambas inscritas con fecha 05/08/2021", "Todas las inscripciones fueron practicadas el …": one date for every entry above. */
const SHARED_DATE =
  /\b(?:ambas|todas)\b(?:\s+(?:las\s+)?(?:inscripciones|anotaciones))?\s+(?:fueron\s+|est[áa]n\s+|se\s+encuentran\s+)?(?:inscritas|practicadas|anotadas)\s+(?:con\s+fecha|el(?:\s+d[íi]a)?)\s+/iu;

/** Entries printed above such a sentence, without a date of their own, take its date. */
function sharedDate(text: string, read: ReadEntry[]): ReadEntry[] {
  const said = SHARED_DATE.exec(text);
  const date = said
    ? findDates(text.slice(said.index + said[0].length, said.index + said[0].length + 40))[0]
    : undefined;
  if (!said || !date || date.index > 0) return read;
  return read.map((entry) =>
    entry.value.fecha_emision === null && entry.entry.index < said.index
      ? { ...entry, value: { ...entry.value, fecha_emision: date.iso } }
      : entry,
  );
}

/** "…, de igual fecha", "con la misma fecha": the entry was inscribed the day the one before it was. */
const SAME_DATE_AS_BEFORE = /\b(?:de|con|en)\s+(?:igual|la\s+misma)\s+fecha\b/iu;

/**
 * An entry dated by the one printed before it ("Hipoteca … con fecha diecinueve de noviembre …",
 * then "Prohibición … inscrita a fojas …, de igual fecha"): it takes that entry's date.
 */
function dateOfEntryBefore(text: string, read: ReadEntry[]): ReadEntry[] {
  const inOrder = [...read].sort((a, b) => a.entry.index - b.entry.index);
  const dated = new Map<ReadEntry, string>();
  inOrder.forEach((entry, position) => {
    const before = inOrder[position - 1];
    const date = before ? (dated.get(before) ?? before.value.fecha_emision) : null;
    if (
      entry.value.fecha_emision === null &&
      date &&
      SAME_DATE_AS_BEFORE.test(text.slice(entry.entry.index, entry.entry.end))
    )
      dated.set(entry, date);
  });
  return read.map((entry) => {
    const date = dated.get(entry);
    return date ? { ...entry, value: { ...entry.value, fecha_emision: date } } : entry;
  });
}

/** Where the property's address was read in the certificate's text: its street, up to its unit. */
interface AddressSpan {
  index: number;
  length: number;
}

const NOT_A_STREET =
  /^(?:lote|sitio|parcela|hijuela|fundo|resto|departamento|depto|casa|local|oficina|bodega|estacionamiento|rol|manzana)\b/iu;

/** A street printed without its kind: its value, where it is printed, and the cell after its comma. */
interface KindlessStreet {
  value: string;
  index: number;
  length: number;
  next: string | null;
}

/**
 * "Dirección: Angamos 0745, Punta Arenas", or right after the property's label ("Propiedad: Los
 * Robles número 345, Población …"): capitalised words and the number.
 */
function kindlessStreet(text: string, propertyFrom: number | null): KindlessStreet | null {
  const labelled = /direcci[óo]n\s*:\s*((?:[\p{L}.'-]+\s+){1,4}\d+[\p{L}\d-]*)(?:\s*,\s*([\p{L} ]+))?/iu.exec(
    text,
  );
  if (labelled?.[1])
    return {
      value: labelled[1].trim(),
      index: labelled.index + labelled[0].indexOf(labelled[1]),
      length: labelled[1].trim().length,
      next: labelled[2] ?? null,
    };
  if (propertyFrom === null) return null;
  const property = text.slice(propertyFrom);
  // A lot, a unit or a rural property is no street ("Lote 14", "Parcela 3", "Departamento 803").
  if (NOT_A_STREET.test(property)) return null;
  const bare =
    /^((?:\p{Lu}[\p{L}.'-]*\s+(?:(?:de|del|la|las|los|el)\s+)*){1,4})(?:número\s+)?(\d+[\p{L}\d-]*)(?:\s*,\s*([\p{L} ]+))?/u.exec(
      property,
    );
  if (!bare?.[1] || !bare[2]) return null;
  const number = bare[0].indexOf(bare[2], bare[1].length);
  return {
    value: `${bare[1].trim()} ${bare[2]}`,
    index: propertyFrom,
    length: number + bare[2].length,
    next: bare[3] ?? null,
  };
}

/**
 * A rural lot's cells: "Parcela 9", or a lot by its letter ("Lote B Estancia X"), with its
 * project, loteo or estancia and its sector's cells.
 */
const RURAL_LOT = String.raw`^((?:parcela|hijuela|lote|sitio)\s+(?:(?:n[º°]|número)\s*)?(?:\d+[\p{L}\d-]*|\p{Lu}(?!\p{L}))(?:\s+(?:del?\s+)?(?:(?:la\s+)?estancia|proyecto|loteo|fundo|parcelaci[óo]n|hijuela)\b[^,;.:]{0,60}?(?=,|\s+\p{Lu}\p{Ll}+\s*:|$))?(?:,\s*(?:parcelaci[óo]n|loteo|fundo|sector|proyecto|hacienda|colonia)\s+(?:(?:de|del|la|las|los|el)\s+)?\p{Lu}[\p{L}'-]*(?:\s+(?:(?:de|del|la|las|los|el)\s+)?\p{Lu}[\p{L}'-]*)*?)*)`;
/** What ends a lot's cells: its comuna's label, the next field's label, the text's end. */
const RURAL_LOT_END = String.raw`(?=\s*,\s*(?:(?:de|en)\s+la\s+)?comuna\b|\s+\p{Lu}\p{Ll}+(?:\s+(?:de\s+)?\p{Ll}+)?\s*:|\s*$)`;

const RURAL_LOT_CELLS = new RegExp(`${RURAL_LOT}${RURAL_LOT_END}`, 'iu');
const RURAL_LOT_COMMA = new RegExp(`${RURAL_LOT}\\s*,\\s*`, 'iu');

/**
 * A rural property named by its lot and its subdivision ("Parcela 14, Parcelación Los Aromos",
 * "Hijuela 3, Fundo El Peral", "Parcela Nº 23 del Proyecto de Parcelación X, sector Y", "Hijuela
 * Nº 4 Fundo El Peral, sector Z"): the cells, up to the comuna (", comuna de", ", de la comuna de",
 * or the comuna's name in a cell of its own), or up to the next label.
 */
function ruralProperty(property: string, offset: number): KindlessStreet | null {
  const found =
    RURAL_LOT_CELLS.exec(property) ??
    // "Parcela 9 loteo X, Torres del Paine": the comuna's own cell after the lot's ends it.
    [RURAL_LOT_COMMA.exec(property)].find(
      (lot) => lot !== null && leadingComuna(property.slice(lot.index + lot[0].length)) !== null,
    );
  if (!found?.[1]) return null;
  return { value: found[1], index: offset, length: found[1].length, next: null };
}

/**
 * Cells naming the lot before the street, each closed by a comma, right after an "Inmueble:"
 * label ("sitio Nº 12 Villa Los Laureles, "): the label's cell keeps them in its order.
 */
const LEADING_LOT_CELLS =
  /^\s*((?:(?:sitio|lote|parcela|manzana)\s+(?:n[°º.]?\s*)?[\p{L}\d-]+[^,;:]{0,50},\s*)+)$/iu;
/**
 * The unit and its building printed before the street ("departamento 402, Edificio X, avenida …"):
 * the report writes the street first and the unit after, an order some readers keep as printed.
 */
const LEADING_UNIT_CELL =
  /^\s*(?:departamento|depto\.?|casa|local|oficina|bodega|estacionamiento)\s[^,;:]{0,50},/iu;

/**
 * "respecto del departamento N° 304 del Edificio X, ubicado en Avenida Y N° 1250": the unit named
 * in the clause that opens the street, before it; its number in digits.
 */
function unitBeforeStreet(before: string): RegExpExecArray | null {
  return /\b(departamento|local|oficina)\s+(?:(?:número|n[º°]|nro\.?)\s*)?(\d+)\b(?=[^.;:\d]{0,80}$)/iu.exec(
    before.slice(-160),
  );
}

function address(
  text: string,
  printed: (index: number, length: number) => string,
): { domicilio: string | null; comuna: string | null; at: AddressSpan | null; reordered: boolean } {
  // A worn copy may lose the label's colon: "Inmueble   calle Saavedra Nº 845" still labels the street.
  // A text layer may glue "respecto dela parcela …". A sentence may name the lot after the
  // inscription ("… del año 2019, correspondiente a la Parcela N° 17 del Proyecto …"), or the
  // street right after it ("Respecto del inmueble de fs. 73 vta. N° 61 del año 2019, calle X N° 5").
  const opening =
    /(?:que\s+corresponde\s+a|correspondiente\s+a(?:\s*la|l)?(?=\s+(?:parcela|hijuela|lote|sitio)\b)|(?:Inmueble|Ubicaci[óo]n|Predio|(?<!registro\s+de\s+)Propiedad)\s*:|(?:Inmueble|Ubicaci[óo]n|Predio)\s+(?:de\s+)?(?=(?:calle|avenida|av\.|pasaje|pje\.|psje\.|camino|parcela|lote|sitio|hijuela)\s)|ubicad[oa]\s+en|(?:inmueble|propiedad|predio)\s+denominad[oa]|respecto\s+de(?:\s*la|l)?(?=\s+(?:parcela|hijuela|lote|sitio)\b)|(?:inmueble|propiedad|predio)\s+(?:inscrit[oa]\s+)?(?:de|a)\s+(?:fs\.?|fojas)\s*\d[^,;:]{0,60}?\b\d{4}\s*,(?=\s*(?:calle|avenida|av\.|pasaje|pje\.|camino)\s))\s*(.{0,400})/iu.exec(
      text,
    );
  const propertyText = opening?.[1] ?? text;
  const offset = opening ? opening.index + opening[0].length - propertyText.length : 0;
  const street = streetAddress(propertyText);
  const labelled = street
    ? null
    : (kindlessStreet(text, opening ? offset : null) ??
      (opening ? ruralProperty(propertyText, offset) : null));
  // "departamento número 504 del quinto piso", "departamento Nº 702 y bodega Nº 18, …".
  const unitAfter =
    /\b(departamento|local|oficina)\s+(?:(?:número|n[º°]|nro\.?)\s*)?(\d+|[\p{L} ]+?)(?=\s+(?:del?|y)\b|,)/iu.exec(
      propertyText,
    );
  const unit = unitAfter ?? (opening ? unitBeforeStreet(text.slice(0, opening.index)) : null);
  const unitNumber = unit?.[2]
    ? /^\d+$/.test(unit[2])
      ? unit[2]
      : String(leadingNumberWords(unit[2])?.value ?? '')
    : '';
  const unitKind = unit?.[1]?.toLowerCase() ?? 'departamento';
  // "Comuna ........ Castro": a form's leader stands for the colon.
  // "Comuna   Cañete": on a worn copy the label may lose its colon; a known comuna still follows it,
  // maybe in the next cell of a box ("| Comuna | Cañete |").
  const comunaMatch =
    /comuna\s*(?:de\s+|:\s*|\.{2,}\s*:?\s*)([\p{L} ]+)/iu.exec(text) ??
    [...text.matchAll(/\b(?:Comuna|COMUNA)[\s|¦│]+(\p{Lu}[\p{L} ]+)/gu)].find((match) =>
      leadingComuna(match[1] ?? ''),
    );
  // "Propiedad: Calle X 2110, lote 42 - TALCA": the comuna after a dash closing the address.
  const afterDash = /^[^\n]{0,160}?\d[^\n]{0,80}?\s[-–]\s+(\p{Lu}{2,}(?:\s+\p{Lu}{2,}){0,3})\b/u.exec(
    propertyText,
  );
  // "Inmueble: casa 14, pasaje El Roble 220, Los Andes": the comuna after a comma closing the address.
  // "…, Los Robles N° 345, Población Collico, Valdivia": or after a sector's cell.
  // "Av. X Nº 1204, lote B, Quinta de Tilcoco": a lot's cell in lower case may come first.
  const afterComma = [...propertyText.slice(0, 200).matchAll(/\d[^,]{0,40},\s*(?=\p{L})/gu)]
    .flatMap((match) =>
      propertyText
        .slice(match.index + match[0].length)
        .split(/,\s*/u)
        .slice(0, 2)
        .map((cell) => leadingComuna(cell)),
    )
    .find((comuna) => comuna !== null);
  // "Inmueble de calle X N° 980, sitio 14, manzana C, Población Y, Collipulli.": the comuna alone in
  // the last cell of the property's sentence.
  const lastCell = street
    ? propertyText
        .slice(street.index + street.length, street.index + street.length + 200)
        .split(/\.(?:\s|$)|\n/u)[0]
        ?.split(/,\s*/u)
        .slice(1)
        .at(-1)
    : undefined;
  const closingComuna = lastCell ? canonicalComuna(lastCell.trim()) : null;
  // "el inmueble ubicado en calle X número 270 de Chaitén": the comuna after "de" closing the street.
  const deComuna = street
    ? /^\s+de\s+(\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*){0,2})/u.exec(
        propertyText.slice(street.index + street.length),
      )?.[1]
    : undefined;
  // "Propiedad: Lote B Estancia X, sector Y, Primavera": the comuna's cell closing a rural lot's.
  const ruralComuna =
    !street && labelled && opening && labelled.index === offset
      ? leadingComuna(propertyText.slice(labelled.length).replace(/^\s*,\s*/u, ''))
      : null;
  const unitEnd = unitAfter && unitNumber ? unitAfter.index + unitAfter[0].length : 0;
  // "Inmueble: sitio Nº 12 Villa X, calle Y 245": the lot's cells printed before the street.
  const byLabel =
    opening !== null && /:\s*$/u.test(opening[0].slice(0, opening[0].length - propertyText.length));
  const leading = street && byLabel ? LEADING_LOT_CELLS.exec(propertyText.slice(0, street.index)) : null;
  const from = leading ? leading[0].length - leading[0].trimStart().length : (street?.index ?? 0);
  const leadingCells = leading?.[1]
    ? `${printed(offset + from, leading[1].length)
        .replace(/\s+/g, ' ')
        .replace(/[\s,]+$/u, '')}, `
    : '';
  const at: AddressSpan | null = street
    ? {
        index: offset + from,
        length: Math.max(street.index - from + street.length, unitEnd - from),
      }
    : labelled
      ? { index: labelled.index, length: labelled.length }
      : null;
  return {
    at,
    reordered: street !== null && byLabel && LEADING_UNIT_CELL.test(propertyText.slice(0, street.index)),
    domicilio: street
      ? `${leadingCells}${street.value}${unitNumber ? `, ${unitKind} ${unitNumber}` : ''}`
      : (labelled?.value ?? null),
    // What a dash sets after a number may be the owner, not a comuna ("… de 2015 - MAMANI …"):
    // the comma's comuna then.
    comuna: comunaMatch?.[1]
      ? leadingComuna(comunaMatch[1])
      : ((afterDash?.[1] ? leadingComuna(afterDash[1]) : null) ??
        (labelled?.next ? leadingComuna(labelled.next) : null) ??
        afterComma ??
        closingComuna ??
        (deComuna ? leadingComuna(deComuna) : null) ??
        ruralComuna ??
        null),
  };
}

/**
 * The comuna a bien familiar certificate names in the brackets describing the property after its
 * inscription ("… del año 2017 (Parcela N° 7 Loteo Las Cascadas, Puerto Octay) no se encuentra
 * afectada …"): the brackets' last cell, when it is a comuna ("Bobadilla", a sector, is none).
 */
function bracketedComuna(text: string, propertyRef: ReadRef | null): string | null {
  if (!propertyRef) return null;
  const after = text.slice(propertyRef.index + propertyRef.text.length);
  const cells = /^\s*\(([^()]{3,160})\)/u.exec(after)?.[1]?.split(/,\s*/u);
  const last = cells && cells.length > 1 ? cells.at(-1)?.trim() : undefined;
  return last ? canonicalComuna(last) : null;
}

/** One list per registry: its entries, `[]` when certified empty, and notes where the reading is doubtful. */
function registryList(
  registry: LienRegistry,
  segments: GpSegments,
  read: ReadEntry[],
  record: ProvenanceRecorder,
  notes: ReadingNote[],
  file: string,
): ReadEntry[] {
  const entries = read.filter((entry) => entry.registry === registry);
  const parts = segments.parts.filter((part) => part.section === registry);
  const stated = parts.find((part) => part.count !== null)?.count ?? null;
  const certifiedNone = parts.some((part) => part.none);
  const part = parts[0];
  if (stated !== null && stated !== entries.length) {
    notes.push(registryCountDiffers(file, registry, stated, entries.length));
  } else if (entries.length === 0 && !segments.covered.has(registry)) {
    notes.push(registryNotCovered(file, registry));
  } else if (entries.length === 0 && !certifiedNone && stated !== 0) {
    notes.push(registryEntriesNotRead(file, registry));
  }
  if (entries.length === 0 && part) {
    const confidence = certifiedNone || stated === 0 ? 0.9 : 0.4;
    record.normalized(registry, part.index, Math.min(part.end - part.index, 300), confidence);
  }
  return entries;
}

/** How far after an owner's name its RUT may stand ("1.- ANA PÉREZ Rut: 12.345.678-5"), a form's dotted leader not counted. */
const RUT_AFTER_NAME = 20;
/** A form's dotted leader between a label and its value ("RUT ............: 12.345.678-5"), or the blanks it became. */
const LEADER = /\s*\.{2,}\s*|\s{2,}/gu;
/** Room left after the owners' list for the last owner's RUT and a leader before it. */
const RUT_ROOM = 60;

/**
 * The RUT the GP prints right after each owner's name in its list (fojas.cl: "1.- … Rut: …"),
 * null where none is; an invalid check digit leaves the RUT doubtful.
 */
function ownerRuts(text: string, named: CertifiedOwners, record: ProvenanceRecorder): (string | null)[] {
  const list = text.slice(named.index, named.index + named.length + RUT_ROOM);
  let at = 0;
  return named.names.map((name, index) => {
    const start = list.indexOf(name, at);
    if (start < 0) return null;
    at = start + name.length;
    const next = named.names[index + 1];
    const nextStart = next === undefined ? -1 : list.indexOf(next, at);
    const after = list.slice(at, nextStart < 0 ? undefined : nextStart);
    const rut = findRuts(after)[0];
    if (!rut || after.slice(0, rut.index).replace(LEADER, ' ').length > RUT_AFTER_NAME) return null;
    const path = `propietarios[${index}].rut`;
    record.normalized(path, named.index + at + rut.index, rut.rut.length);
    if (!rut.valid) record.doubt(path, ['value_shape']);
    return rut.rut;
  });
}

/** Reads a certificado de hipotecas, gravámenes, interdicciones y prohibiciones (GP), in any layout. */
/**
 * A certificate of bien familiar saying the property was never declared one ("certifico que el
 * predio …, inscrito a fojas 611 vuelta número 498 del año 2021, NO ha sido declarado bien
 * familiar"): the reference its sentence gives with the words is the property's inscription, not
 * an entry of the registry.
 */
function deniedFamilyHome(document: DocumentText, segments: GpSegments): GpSegments {
  if (segments.propertyRefs.length > 0 || !isFamilyHomeCertificate(document)) return segments;
  const [only, ...others] = segments.entries;
  if (!only?.ref || others.length > 0 || only.kind?.kind !== 'bien_familiar') return segments;
  if (familyHomeStatement(document)?.affirmed !== false) return segments;
  return { ...segments, entries: [], propertyRefs: [only.ref] };
}

export function extractGpCertificate(document: DocumentText): Extraction<GpCertificate> {
  const record = new ProvenanceRecorder(document);
  const text = leadersAsColons(document.normalized.text);
  const notes: ReadingNote[] = [];
  const segments = deniedFamilyHome(document, segmentGp(text));

  const { fecha_emision, conservador } = readIssue(document, record);

  const propertyRef = segments.propertyRefs[0] ?? null;
  if (propertyRef)
    for (const key of REF_PARTS) {
      const part = refParts(propertyRef)[key];
      record.normalizedIn(key, propertyRef.index, propertyRef.text.length, [part], propertyRef.confidence);
      if (segments.propertyInferred) record.doubt(key, ['inferred']);
    }

  const code = readCode(document, record);

  // A certificate of bien familiar issued apart from the GP reviews the inscription's margin only:
  // its item keeps the inscription (README, "Bien familiar"); the property's address and owners
  // are the GP's and the copy's to give.
  const familyHomeOnly =
    isFamilyHomeCertificate(document) && segments.entries.length === 0 && segments.covered.size === 0;
  const listed = familyHomeOnly
    ? null
    : certifiedOwners(text, propertyRef ? propertyRef.index + propertyRef.text.length : null);
  const named = listed && { ...listed, names: ownersPerLine(listed.names, document.pages) };
  if (named) {
    record.normalized('propietarios', named.index, named.length, named.confidence);
    if (named.repaired) record.doubt('propietarios', ['repaired_reading']);
  }
  const property = familyHomeOnly
    ? { domicilio: null, comuna: bracketedComuna(text, propertyRef), at: null, reordered: false }
    : address(text, document.normalized.sourceSlice);
  const { comuna, at, reordered } = property;
  // An address read whole from its span is given as printed ("Parcela Nº 23", not "Parcela número 23").
  const span = at && property.domicilio === text.slice(at.index, at.index + at.length) ? at : null;
  const printed = span ? document.normalized.sourceSpan(span.index, span.length) : null;
  const domicilio = printed
    ? document.normalized.source.slice(printed.index, printed.index + printed.length).replace(/\s+/g, ' ')
    : property.domicilio;
  if (domicilio && at) record.normalized('domicilio', at.index, at.length, 0.85);
  if (reordered) record.doubt('domicilio', ['address_shape']);

  const ruts = named ? ownerRuts(text, named, record) : [];
  const codes = rowCodes(text, document.raw, segments.entries);
  const read = dateOfEntryBefore(
    text,
    sharedDate(
      text,
      yearOfEntryBefore(
        text,
        sameCreditors(
          inForce(
            liftedTogether(
              text,
              segments.entries.map((entry) =>
                actionAsPrinted(
                  text,
                  document.normalized,
                  creditorAsPrinted(
                    text,
                    document.normalized,
                    readEntry(text, document.raw, entry, conservador, codes),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  // In a table whose rows print their state, a row whose state a worn copy lost may be a lifted
  // lien read as one in force.
  const statesPrinted = read.some((entry) => entry.stateRead === true);
  const officeDoubted = (record.entries['conservador']?.confidence ?? 1) < UNSURE_CONFIDENCE;
  const lists = (['gravamenes', 'prohibiciones'] as const).map((registry) => {
    const entries = registryList(registry, segments, read, record, notes, document.file);
    entries.forEach(({ entry, confidence, value }, index) => {
      // One provenance for all of an entry's fields: a repair anywhere in it doubts them all.
      record.normalized(`${registry}[${index}]`, entry.index, entry.end - entry.index, confidence);
      // Without its kind, an entry's registry is a guess (a row code, else gravámenes by default).
      if (value.tipo === '') record.doubt(`${registry}[${index}]`, ['inferred']);
      // An entry's office is the certificate's, not read in its row: when the certificate's office
      // is doubtful (an office no list holds, or only the place the certificate is signed in, which
      // may be a comuna another office serves), the entry's is too, pointing where it was read. A
      // sure office leaves the entry's own doubts to its words.
      if (value.conservador !== null && officeDoubted)
        record.derived(`${registry}[${index}].conservador`, 'conservador', true);
    });
    entries.forEach(({ stateRead, repaired, creditorFromCaption }, index) => {
      if (statesPrinted && stateRead === false) record.doubt(`${registry}[${index}]`, ['value_shape']);
      if (repaired) record.doubt(`${registry}[${index}]`, ['repaired_reading']);
      if (creditorFromCaption) record.doubt(`${registry}[${index}].acreedor`, ['inferred']);
    });
    return entries.map((entry) => entry.value);
  });
  const [gravamenes = [], prohibiciones = []] = lists;
  if (isFamilyHomeCertificate(document) && familyHomeStatement(document) === null)
    notes.push(valueNotFound(document.file, 'family_home_answer'));

  return {
    value: {
      fecha_emision,
      conservador,
      ...inscriptionFields(propertyRef),
      codigo_verificacion: code,
      domicilio,
      comuna,
      propietarios: (named?.names ?? []).map((nombre, index) => ({ nombre, rut: ruts[index] ?? null })),
      gravamenes: gravamenes.map(({ accion: _accion, ...lien }) => lien),
      prohibiciones,
    },
    provenance: record.entries,
    notes,
  };
}
