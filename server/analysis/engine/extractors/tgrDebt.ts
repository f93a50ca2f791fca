import type { DebtCertificate } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { DOUBTFUL_CONFIDENCE } from '../../../../common/record/provenance';
import type { FieldSearch } from '../text/labelledValues';
import { parseInteger } from '../text/amounts';
import { lineCells, lineSpans } from '../text/cells';
import { foldKeepingLength, ocrLetters } from '../text/folded';
import { nameValue, rolValue, rowTotalValue, type Recognizer } from '../text/recognizers';
import { decisiveStatement, statementsAbout, type Statement } from '../text/statements';
import { CertificateFields } from './certificateFields';
import { ADDRESS, COMUNA, COMUNA_WITH_ROL, ISSUE_DATE, OWNER_RUT, ROL } from './propertyLabels';
import { findRuts } from '../text/rut';
import { valueNotFound, type ReadingNote } from '../readingNotes';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import { leadingComuna } from './shared';
import { headerBoxAmounts, type HeaderBox } from './tgrHeaderBoxes';
import {
  addressAloneBesideRol,
  addressBelowName,
  besideRol,
  placeBesideRol,
  RUT_CELL_AFTER,
} from './rolLineCells';
import { headedRow } from './tgrHeadedRow';
import { firstRoleBlock } from '../reading/firstRoleBlock';
import { pairedTotalsLine } from './tgrPairedTotals';
import { totalsInHeadingOrder } from './tgrTotalsInOrder';
import { totalsAgainstCuotas } from './tgrCuotaStates';
import { headedSectionDebt } from './tgrHeadedSection';
import { cuotasDue } from './tgrCuotaDue';
import { amountInOtherBox, sectionTotal, type DebtPath } from './tgrSectionTotals';
import type { Extraction } from './types';
import { amountLost, overdueCuotaListed } from './tgrLostAmount';

/** Debt under a payment agreement (Acogidos Art. 196 y 197 C.T.), read with the certificate. */
export interface TaxAgreementRead {
  total: number;
  /** Offset of its line in the raw text. */
  index: number;
  length: number;
}

export interface TgrDebtData {
  certificate: DebtCertificate;
  agreement: TaxAgreementRead | null;
}

/** Words of the certificate's own heading, never of a taxpayer's name. */
const HEADING_WORDS = /\b(?:tesorer[ií]a|certificado|rep[uú]blica|deuda|contribuciones|p[aá]gina)\b/i;

const TAXPAYER: FieldSearch<string> = {
  labels: [
    // Not the sentence's "a nombre de", read whole by its own label below (its "nombre" may end a
    // line, where the label alone would take the line's start as a value printed before it).
    /(?<!\ba\s+)\bnombre\b(?:\s+(?:del\s+)?(?:contribuyente|propietario))?(?:\s+(?:o|y|\/)\s+razon\s+social)?/,
    /\brazon\s+social\b/,
    // "Propietario(s):", "Contribuyente(s):", "Propietario(a):": a plural or a gender in brackets
    // is part of the label.
    // "… cuyo contribuyente es SOTO PAZ ANA, NO REGISTRA DEUDA": the name the sentence gives.
    /\bcontribuyente\s+es\b/,
    /\bcontribuyente\b(?:\s*\((?:s|es)\))?/,
    /\bpropietari[oa]\b(?:\s*\((?:s|a|as|os)\))?/,
    // "Titular:", or a form's cell a gap before its value ("Titular   SOTO PAZ ANA").
    /\btitular\b(?=\s*:|[^\S\n]{2,}\S)/,
    /\ba\s+nombre\s+de\b/,
  ],
  // The value may stand above its label (Jasper form): the heading above a blank one is no name.
  // A street's words before their number ("LOS AROMOS 317 …", the address printed under the name's
  // label when each value stands above its own) are no name either.
  recognize: (region) => {
    const found = nameValue(region);
    if (!found || HEADING_WORDS.test(found.value)) return null;
    return /^[^\S\n]*\d/u.test(region.slice(found.end)) ? null : found;
  },
  before: true,
};

/** "Total Deuda Morosa (CLP) … 204,654": the last amount of the row is the total (§5). */
const OVERDUE: FieldSearch<number> = {
  labels: [
    /\btotal\s+deuda\s+(?:liquidada\s+)?(?:morosa|vencida)\b(?:\s+liquidada)?/,
    // "Deuda vencida (morosa) liquidada", "Deuda vencida liquidada (morosa)": a word in brackets
    // may name it twice; "Deuda Morosa Total".
    // "registra deuda vencida por $ 98.410": the sentence's "por" before the amount is part of it.
    /\bdeuda\s+(?:liquidada\s+)?(?:morosa|vencida)\b(?:\s*\([^)\n]{1,45}\))?(?:\s+liquidada(?:\s*\([^)\n]{1,45}\))?)?(?:\s+total)?(?:\s+por(?=\s*(?:\$|clp\b)))?/,
    /\b(?:sub)?\s?total\s+(?:de\s+)?(?:las\s+)?(?:cuotas\s+)?(?:moros[oa]s?|vencid[oa]s?)\b/,
    /\bmonto\s+(?:moroso|vencido)\b/,
    /\bsaldo\s+(?:moroso|vencido)\b/,
    /\bmorosidad\b/,
    // "Cuotas vencidas: $ …": with its colon only; without one it heads a table of cuotas.
    /\bcuotas\s+(?:morosas|vencidas|impagas)\b(?=\s*:)/,
    /\bcuotas\s+(?:morosas|vencidas|impagas)\s+(?:(?:por|de)\s+(?:un\s+(?:total|monto)|la\s+suma)\s+de\b|por(?=\s*\$))/,
    // What can be collected now is what fell due.
    /\b(?:total\s+)?deuda\s+exigible\b/,
    // "Total vencido liquidado ..... CLP 50,260", "TOTAL MOROSA LIQUIDADA: $48.912": the total's
    // adjective without "deuda" ("Total no vencido" is the other total's), maybe with a note in
    // brackets on what it holds ("TOTAL MOROSA (incluye reajustes, intereses y multas)").
    /\btotal\s+(?:vencid[oa]|moros[oa])\b(?:\s+liquidad[oa])?(?:\s*\([^)\n]{1,60}\))?/,
    // A line of totals by the cuotas' state, each with its colon ("Morosa: 3.773.415   No vencida:
    // 5.532.900   Total deuda: …"); the state alone, without its colon, is a cuota row's cell.
    /(?<!\bno\s+)\b(?:morosa|vencida)\b(?=\s*:)/u,
  ],
  recognize: rowTotalValue,
  narrative: false,
};

const NOT_DUE: FieldSearch<number> = {
  labels: [
    /\btotal\s+deuda\s+no\s+vencida\b(?:\s+liquidada)?/,
    /\bdeuda\s+no\s+vencida\b(?:\s*\([^)\n]{1,45}\))?(?:\s+liquidada(?:\s*\([^)\n]{1,45}\))?)?(?:\s+total)?(?:\s+por(?=\s*(?:\$|clp\b)))?/,
    // "Deuda vigente (no vencida)": the word in brackets says which.
    /\bdeuda\s+\p{L}+\s*\(\s*(?:no\s+vencida|por\s+vencer)\s*\)/u,
    /\bdeuda\s+por\s+vencer\b(?:\s*\([^)\n]{1,20}\))?(?:\s+liquidada)?(?:\s+por(?=\s*(?:\$|clp\b)))?/,
    /\b(?:sub)?\s?total\s+(?:de\s+)?(?:las\s+)?(?:cuotas\s+)?(?:no\s+vencid[oa]s?|por\s+vencer)\b(?:\s+liquidad[oa]s?\b)?/,
    /\bmonto\s+no\s+vencido\b/,
    /\bsaldo\s+(?:no\s+vencido|por\s+vencer)\b/,
    /\bcuotas\s+(?:no\s+vencidas|por\s+vencer|vigentes)\b(?=\s*:)/,
    /\bno\s+vencida\b(?=\s*:)/,
    // "registra cuotas por vencer por un total de $ …", "… por vencer por $ …": the sum the sentence gives.
    /\bcuotas\s+(?:no\s+vencidas|por\s+vencer|vigentes)\s+(?:(?:por|de)\s+(?:un\s+(?:total|monto)|la\s+suma)\s+de\b|por(?=\s*\$))/,
  ],
  recognize: rowTotalValue,
  narrative: false,
};

const AGREEMENT: FieldSearch<number> = {
  labels: [/\btotal\s+deuda\s+(?:acogid\w*(?:\s+a\s+convenio)?|(?:en\s+)?convenio)\b/],
  recognize: rowTotalValue,
  narrative: false,
};

/** An amount in pesos ($ or CLP) within the clause: "convenio N° 55410 vigente, saldo $ 412.880". */
const clauseAmountValue: Recognizer<number> = (region) => {
  // A sentence ends at a full stop before a capital, not at "Art." or "C.T.".
  const clause = region.split(/\n|;|\.(?=\s+\p{Lu}|\s*$)/u)[0] ?? '';
  const match = /(?:\$|\bCLP)\s*(\d{1,3}(?:[.,]\d{3})+|\d+)/iu.exec(clause);
  const value = match?.[1] ? parseInteger(match[1]) : null;
  return match && value !== null ? { value, start: match.index, end: match.index + match[0].length } : null;
};

/** The agreement named in other words: "Deuda en convenio: $ …", "convenio de pago vigente … por $ …". */
const AGREEMENT_IN_WORDS: FieldSearch<number> = {
  labels: [/\bdeuda\s+(?:en|de|acogida\s+a)\s+convenio\b/, /\bconvenio\s+de\s+pago\b/],
  recognize: clauseAmountValue,
};

/** The certificate's name mentions debt without stating any. */
const TITLE = /certificado\s+de\s+(?:no\s+)?deuda(?:\s+de\s+contribuciones)?/;

/** The barcode number anywhere (3 digits, 2 capitals — or look-alike digits — and 10 or more digits). */
const BARCODE = /\b\d{3}(?:[A-Z][A-Z\d]|\d[A-Z])\d{10,}\b/;

/** Lines of a TGR header that are not the taxpayer's name. */
const HEADING = /tesorer|servicio|certificado|rep[uú]blica|deuda|contribuciones|p[aá]gina/i;

/**
 * The taxpayer when OCR lost the faint NOMBRE label: the first line above the address that is a
 * name and nothing else. Recorded as doubtful.
 */
function unlabelledTaxpayer(fields: CertificateFields): string | null {
  const { raw } = fields.document;
  let offset = 0;
  for (const line of raw.split('\n')) {
    if (/\b(?:rol|direcci[oó]n|comuna|total)\b/i.test(line)) break;
    const name = nameValue(line);
    if (
      name &&
      name.value === ocrLetters(line.trim()) &&
      name.value === name.value.toUpperCase() &&
      !HEADING.test(line)
    ) {
      fields.record.raw('contribuyente.nombre', offset + name.start, name.value.length, DOUBTFUL_CONFIDENCE);
      return name.value;
    }
    offset += line.length + 1;
  }
  return null;
}

/** The rest of a name's line that is no part of it: the issue date's cell ("…     Fecha 26-11-2026"). */
const DATE_CELL_AFTER = /^[^\S\n]{3,}fecha\s*:?\s*\d{1,2}[-/.]\d{1,2}[-/.]\d{4}\s*$/iu;

/**
 * The taxpayer printed unlabelled on the line under the rol's (which gives the property's address,
 * or heads the certificate),
 * alone, beside the issue date or followed by its RUT: a name in capitals and nothing else.
 * Recorded as doubtful.
 */
function taxpayerBelowRol(fields: CertificateFields): string | null {
  const lines = lineSpans(fields.document.raw);
  // The rol's line opens on it, or is the certificate's heading giving it in a cell of its own
  // ("Certificado de deuda   ROL 245-87   COMUNA   emitido …").
  const rolAt = lines.findIndex((line) => /^\s*rol\b|\brol\s*:?\s*\d{1,5}\s*-\s*\d{1,5}\b/iu.test(line.text));
  const below = rolAt < 0 ? undefined : lines[rolAt + 1];
  if (below === undefined || HEADING.test(below.text)) return null;
  const name = nameValue(below.text);
  if (!name || name.value !== name.value.toUpperCase()) return null;
  const at = below.text.indexOf(name.value);
  const rest = below.text.slice(at + name.value.length);
  if (rest.trim() !== '' && !DATE_CELL_AFTER.test(rest) && !RUT_CELL_AFTER.test(rest)) return null;
  fields.record.raw('contribuyente.nombre', below.start + at, name.value.length, DOUBTFUL_CONFIDENCE);
  return name.value;
}

/** A name that could not be read points at its label, as a doubtful value to type in by hand. */
function unreadTaxpayer(fields: CertificateFields): void {
  const label = /\bNOMBRE\b/i.exec(fields.document.raw);
  if (!label) return;
  fields.record.raw('contribuyente.nombre', label.index, label[0].length);
  fields.record.doubt('contribuyente.nombre');
}

/** The issuer's own line ("Tesorería General de la República, RUT 60.805.000-0"): its RUT is no taxpayer's. */
const ISSUER_LINE = /tesorer[ií]a/iu;

/**
 * The taxpayer's RUT when the certificate prints one (the Jasper form prints none, §5): on the
 * name's own line after it ("Propietario: …, RUT …"), else under its own label, never the
 * Tesorería's own RUT on its letterhead.
 */
function taxpayerRut(fields: CertificateFields, taxpayer: string | null): string | null {
  if (taxpayer === null) return null;
  const { raw, text } = fields.document;
  const at = raw.indexOf(taxpayer);
  if (at >= 0) {
    const end = at + taxpayer.length;
    const lineEnd = raw.indexOf('\n', end);
    const near = findRuts(raw.slice(end, lineEnd < 0 ? undefined : lineEnd))[0];
    if (near) {
      fields.record.raw('contribuyente.rut', end + near.index, near.rut.length);
      return fields.checkRut('contribuyente.rut', near.rut);
    }
  }
  const labelled = fields.find(null, OWNER_RUT);
  if (!labelled) return null;
  const source = labelled.where === 'raw' ? raw : text;
  const lineEnd = source.indexOf('\n', labelled.index);
  const line = source.slice(source.lastIndexOf('\n', labelled.index) + 1, lineEnd < 0 ? undefined : lineEnd);
  if (ISSUER_LINE.test(line)) return null;
  fields.record[labelled.where]('contribuyente.rut', labelled.index, labelled.length);
  return fields.checkRut('contribuyente.rut', labelled.value);
}

/** The address when OCR lost its label: the cell before "COMUNA" on the same line, not the rol's. */
function addressBeforeComuna(fields: CertificateFields): string | null {
  const { raw } = fields.document;
  const match = /^(?:[^\n]*\s{3,})?([^\n]*?\d[^\n]*?)\s{3,}COMUNA\s+\S/m.exec(raw);
  const address = match?.[1]?.trim();
  // "ROL 55-031        COMUNA PICA": the cell before the comuna is the roll number's.
  if (!match || !address || /^[\s│|¦]*ROL\b/iu.test(address)) return null;
  fields.record.raw('direccion_propiedad', match.index + match[0].indexOf(address), address.length, 0.7);
  return address;
}

/**
 * An address as the roll prints it: with a number, or a rural property by its kind, abbreviated or
 * not ("PC LOS NOTROS SC ICHUAC", "HJ EL ROBLE", "FUNDO SANTA ELENA"), which has none.
 */
const ROLL_ADDRESS =
  /\d|^(?:PC|PARC|PARCELA|HJ|HIJ|HIJUELA|LT|LOTE|FD|FDO|FUNDO|SIT|SITIO|CH|CHACRA|SC|SECTOR|PREDIO)\.?\s+\p{L}/iu;

/**
 * A line that is a value and then its label, the label ending the line ("QUILLOTA   COMUNA"; in
 * capitals or, as another layout of the form prints it, capitalised: "CABRERO   Comuna").
 */
function valueBefore(raw: string, label: string): { value: string; index: number } | null {
  const match = new RegExp(String.raw`^([^\n]*?\S)[ \t]+${label}[ \t]*$`, 'mu').exec(raw);
  return match?.[1] ? { value: match[1].trim(), index: match.index } : null;
}

/**
 * The Jasper form extracted with each value before its label, the label ending the line
 * (chilean-documents.md §5): "RIQUELME VERGARA MARCELO NOMBRE", "PJE LOS COPIHUES 8841 DIRECCION
 * LA CISTERNA COMUNA", or each value on a line of its own ("QUILLOTA   COMUNA", "5601-00402-018
 * ROL"). Read before the labels are searched the usual way.
 */
function jasperValuesBeforeLabels(fields: CertificateFields): {
  nombre: string | null;
  direccion: string | null;
  comuna: string | null;
  rol: string | null;
} {
  const { raw } = fields.document;
  const name = /^([^\n]*?\p{Lu}[^\n]*?)[ \t]+NOMBRE[ \t]*$/mu.exec(raw);
  const place = /^([^\n]*?\d[^\n]*?)[ \t]+DIRECCI[OÓ]N[ \t]+([^\n]+?)[ \t]+COMUNA[ \t]*$/mu.exec(raw);
  const nombre = name?.[1] ? (nameValue(name[1].trim())?.value ?? null) : null;
  if (name && nombre) fields.record.raw('contribuyente.nombre', name.index, nombre.length);
  const street = place ? null : valueBefore(raw, '(?:DIRECCI[OÓ]N|Direcci[oó]n)');
  const town = place ? null : valueBefore(raw, '(?:COMUNA|Comuna)');
  const direccion = place?.[1]?.trim() ?? (street && ROLL_ADDRESS.test(street.value) ? street.value : null);
  const printedComuna = place?.[2] ?? town?.value ?? '';
  const comuna = printedComuna ? leadingComuna(printedComuna) : null;
  const comunaAt = place ? place.index + place[0].indexOf(printedComuna) : (town?.index ?? -1);
  if (direccion)
    fields.record.raw('direccion_propiedad', place?.index ?? street?.index ?? 0, direccion.length);
  if (comuna) fields.record.raw('comuna_propiedad', comunaAt, printedComuna.length);
  const rolLine = valueBefore(raw, '(?:ROL|Rol)');
  const rolFound = rolLine ? rolValue(rolLine.value) : null;
  const rol = rolFound?.value ?? null;
  if (rolLine && rolFound)
    fields.record.raw('rol_avaluo', rolLine.index + rolFound.start, rolFound.end - rolFound.start);
  return { nombre, direccion, comuna, rol };
}

/**
 * "$ 18.450   DEUDA MOROSA", "CLP 102,053 Total Deuda Liquidada Morosa", "$ 0 ....... TOTAL DEUDA
 * MOROSA" (a dot leader between): an amount before the label that is the rest of its line. Read
 * first: after such a label the next line's amount is the next label's.
 */
function amountBeforeLabel(
  fields: CertificateFields,
  path: string,
  search: FieldSearch<number>,
): { value: number } | null {
  const { raw } = fields.document;
  let offset = 0;
  for (const line of raw.split('\n')) {
    const match =
      /^([^\S\n]*(?:\$|CLP)?[^\S\n]*)(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]-)?[^\S\n]+(?:[.·…_]{3,}[^\S\n]*)?(\S.*?)[\s:]*$/iu.exec(
        line,
      );
    const label = match?.[3] ? foldKeepingLength(match[3]).toLowerCase() : '';
    const value = match?.[2] ? parseInteger(match[2]) : null;
    if (
      match?.[1] !== undefined &&
      match[2] &&
      value !== null &&
      search.labels.some((pattern) => new RegExp(`^(?:${pattern.source})$`, 'u').test(label))
    ) {
      fields.record.raw(path, offset + match[1].length, match[2].length);
      return { value };
    }
    offset += line.length + 1;
  }
  return null;
}

/**
 * "PJ LOS ALERCES 233 - PUERTO MONTT", "… 77 — LICANTEN", "… 0871, TEMUCO", "… 344 / CURACAUTIN",
 * "… V LOS NOGALES   COMUNA  PUENTE ALTO": an address cell that ends with its comuna after a dash,
 * a slash, a comma or the comuna's own label on the same line (which a text layer may glue to it,
 * "COMUNAPUENTE ALTO", or to the address cell before it, "V LOS NOGALESCOMUNA PUENTE ALTO"), or
 * right after the unit's number where a worn copy lost the dash ("AV COLLIN 1290 LC 4 CHILLAN"):
 * the roll writes a villa or población with its abbreviation ("V LOS NOGALES"), so a bare
 * comuna's name there is the comuna.
 */
function comunaAfterDash(printed: string | null): {
  address: string | null;
  comuna: string | null;
  printedComuna: string;
} {
  const match = printed
    ? (/^(.+?\d.*?)(?:\s+[-–—/]|\s*,)\s+([\p{L} ]+)$/u.exec(printed) ??
      /^(.+?\d.*?)(?:\s+|(?<=\p{Lu})(?=COMUNA\b))(?:COMUNA|Comuna)\s*:?\s*(\p{Lu}[\p{L} ]+)$/u.exec(
        printed,
      ) ??
      /^(.+?\d)\s+(\p{Lu}[\p{Lu} ]+)$/u.exec(printed))
    : null;
  const tail = match?.[2]?.trim() ?? '';
  const comuna = tail ? leadingComuna(tail) : null;
  return match?.[1] && comuna && foldAccents(comuna).toLowerCase() === foldAccents(tail).toLowerCase()
    ? { address: match[1], comuna, printedComuna: tail }
    : { address: printed, comuna: null, printedComuna: '' };
}

/** "COMUNASAN FELIPE": the label the text layer glued to its value, in capitals like it. */
const GLUED_COMUNA = /\bCOMUNA(?=[A-ZÁÉÍÓÚÑ]{2})([A-ZÁÉÍÓÚÑ]+(?:[ \t][A-ZÁÉÍÓÚÑ]+){0,3})/u;

/** The comuna glued to its label, when its words name a known comuna; recorded less sure. */
function gluedComuna(fields: CertificateFields): string | null {
  const match = GLUED_COMUNA.exec(fields.document.raw);
  const comuna = match?.[1] ? leadingComuna(match[1]) : null;
  if (!match || !comuna) return null;
  fields.record.raw('comuna_propiedad', match.index + 'COMUNA'.length, comuna.length, 0.75);
  return comuna;
}

/**
 * The day the debt was settled to, as a certificate printing no issue date gives it ("Liquidado al
 * 27/08/2026 · Folio …"), or the day its certifying sentence speaks on ("certifica que, al 31 de
 * agosto de 2026, el rol …"): the day it was issued.
 */
const TGR_ISSUE_DATE: FieldSearch<string> = {
  ...ISSUE_DATE,
  labels: [
    ...ISSUE_DATE.labels,
    /\bliquidad[oa]\s+al\b(?=[^\S\n]*\d)/,
    /\bcertifica\s+que\s*,?\s+al\b(?=\s*\d)/,
  ],
};
/**
 * The property named in the certificate's sentence after the taxpayer, with no colon
 * ("contribuyente ANA PÉREZ, propiedad PJE LOS CANELOS 1148"); not "propiedad inscrita …".
 */
const TGR_ADDRESS: FieldSearch<string> = {
  ...ADDRESS,
  // The sentence's stop before the next sentence ends the address, once its number is read ("…
  // 1148 V NVA ESPERANZA. No registra cuotas …"), not an abbreviation's ("Pje. Los Canelos 12").
  recognize: (region) => {
    const found = ADDRESS.recognize(region);
    const printed = found ? region.slice(found.start, found.end) : '';
    const stop = [...printed.matchAll(/\.\s+(?=\p{Lu}\p{Ll})/gu)].find((match) =>
      /\d/u.test(printed.slice(0, match.index)),
    );
    const value = stop ? printed.slice(0, stop.index).trim() : '';
    return found && stop && value !== ''
      ? { value, start: found.start, end: found.start + stop.index }
      : found;
  },
  labels: [
    ...ADDRESS.labels,
    /(?<=,\s*)\bpropiedad\b(?=[^\S\n]+(?!(?:inscrit[oa]s?|ubicad[oa]s?|situad[oa]s?|de|del|rol|n[°º])(?![a-z]))[a-z])/,
  ],
};

const TOTALS = ['total_deuda_vencida_liquidada', 'total_deuda_no_vencida_liquidada'] as const;

/**
 * A certificate of several roles is read as its first role's: a total its block alone does not
 * give alike was read in another role's block (the first block's label lost), so it is doubted.
 */
function totalsOfOwnBlock(
  document: DocumentText,
  fields: CertificateFields,
  certificate: DebtCertificate,
): void {
  const own = firstRoleBlock(document);
  if (!own) return;
  const alone = extractTgrDebt(own).value.certificate;
  for (const total of TOTALS)
    if (certificate[total] !== null && certificate[total] !== 0 && alone[total] !== certificate[total])
      fields.record.doubt(total, ['total_other_role']);
}

/**
 * Reads a TGR certificado de deuda de contribuciones (chilean-documents.md §5) in any layout:
 * the Jasper form (value printed above its label, section totals), labelled lines, a header row
 * over values or one certification sentence. A certificate that states there is no debt, or
 * prints no section, has zero debt.
 */
export function extractTgrDebt(document: DocumentText): Extraction<TgrDebtData> {
  const fields = new CertificateFields(document, [
    ...TAXPAYER.labels,
    ...OWNER_RUT.labels,
    ...TGR_ADDRESS.labels,
    ...COMUNA.labels,
    ...ROL.labels,
    ...TGR_ISSUE_DATE.labels,
    ...OVERDUE.labels,
    ...NOT_DUE.labels,
    ...AGREEMENT.labels,
    ...AGREEMENT_IN_WORDS.labels,
    /\bacogidos\b/,
    /\bformulario\b/,
  ]);
  const totals = columnTotals(fields) ?? totalsInHeadingOrder(fields) ?? pairedTotalsLine(fields);
  const cells = totals ? null : separatedBoxCells(fields);
  const labelledOverdue = totals
    ? { value: totals.overdue }
    : cells
      ? cells.overdue
      : (amountBeforeLabel(fields, 'total_deuda_vencida_liquidada', OVERDUE) ??
        inItsBox(fields, 'overdue', fields.find('total_deuda_vencida_liquidada', OVERDUE)) ??
        headedSectionDebt(fields, 'total_deuda_vencida_liquidada'));
  const labelledNotDue = totals
    ? { value: totals.notDue }
    : cells
      ? cells.notDue
      : (amountBeforeLabel(fields, 'total_deuda_no_vencida_liquidada', NOT_DUE) ??
        inItsBox(fields, 'notDue', fields.find('total_deuda_no_vencida_liquidada', NOT_DUE)) ??
        headedSectionDebt(fields, 'total_deuda_no_vencida_liquidada'));
  // Without totals printed, a table of cuotas each with its state adds up to them.
  const byState =
    labelledOverdue || labelledNotDue ? null : (stateTotals(fields) ?? bracketedStateTotals(fields));
  const boxes = byState || labelledOverdue || labelledNotDue ? null : unplacedBoxAmounts(fields);
  const readOverdue = byState ? { value: byState.overdue } : (labelledOverdue ?? boxes?.overdue ?? null);
  // Last, the cuotas a sentence says fall due later, with no total printed for them.
  const readNotDue = byState
    ? { value: byState.notDue }
    : (labelledNotDue ?? boxes?.notDue ?? cuotasDue(fields));
  const bySections = boxesBySections(fields, readOverdue, readNotDue);
  const checked = totalsAgainstCuotas(fields, {
    total_deuda_vencida_liquidada: bySections?.overdue ?? readOverdue,
    total_deuda_no_vencida_liquidada: bySections?.notDue ?? readNotDue,
  });
  const overdue = checked.total_deuda_vencida_liquidada;
  const notDue = checked.total_deuda_no_vencida_liquidada;
  const agreement = fields.find(null, AGREEMENT) ?? fields.find(null, AGREEMENT_IN_WORDS);
  const debtStatement = decisiveStatement(
    statementsAbout(document.raw, /\bregistra\s+deuda\b|\bdeuda\s+de\s+contribuciones\b/, { ignore: TITLE }),
  );
  const noDebt = /\bsin\s+deudas?\b/i.test(document.raw);
  const statesDebt = debtStatement?.affirmed === true && !noDebt && !overdue && !notDue;
  // A section printed with its amount lost is unknown, not the no debt a missing section is.
  const overdueLost =
    !overdue && (amountLost(document.raw, OVERDUE.labels) || overdueCuotaListed(document.raw));
  const notDueLost = !notDue && amountLost(document.raw, NOT_DUE.labels);
  const notes: ReadingNote[] =
    statesDebt || overdueLost || notDueLost ? [valueNotFound(document.file, 'tgr_amounts')] : [];
  const inverted = jasperValuesBeforeLabels(fields);
  const labelledTaxpayer = inverted.nombre ?? fields.read('contribuyente.nombre', TAXPAYER);
  const headed = labelledTaxpayer === null ? headedRow(fields) : null;
  const rolLine = labelledTaxpayer === null && !headed?.nombre ? besideRol(fields) : null;
  const taxpayer =
    labelledTaxpayer ??
    headed?.nombre ??
    rolLine?.name ??
    unlabelledTaxpayer(fields) ??
    taxpayerBelowRol(fields);
  if (taxpayer === null) {
    notes.push(valueNotFound(document.file, 'tgr_taxpayer'));
    unreadTaxpayer(fields);
  }
  const labelledAddress = inverted.direccion ? null : fields.find('direccion_propiedad', TGR_ADDRESS);
  const rolCells =
    inverted.direccion || labelledAddress || rolLine?.address
      ? null
      : placeBesideRol(fields, 'direccion_propiedad', 'comuna_propiedad');
  const printedAddress =
    inverted.direccion ??
    labelledAddress?.value ??
    rolLine?.address ??
    rolCells?.address ??
    addressBeforeComuna(fields) ??
    (taxpayer === null ? null : addressBelowName(fields, taxpayer)) ??
    addressAloneBesideRol(fields, 'direccion_propiedad');
  const { address, comuna: comunaAfterAddress, printedComuna } = comunaAfterDash(printedAddress);
  const certificate: DebtCertificate = {
    fecha_emision: fields.issueDate('fecha_emision', TGR_ISSUE_DATE),
    rol_avaluo: inverted.rol ?? fields.read('rol_avaluo', ROL),
    contribuyente: {
      // The schema's blank for a name: nothing read is left empty, never a fragment.
      nombre: taxpayer ?? '',
      rut: taxpayerRut(fields, taxpayer),
    },
    direccion_propiedad: address,
    comuna_propiedad:
      inverted.comuna ??
      fields.read('comuna_propiedad', COMUNA) ??
      fields.read('comuna_propiedad', COMUNA_WITH_ROL) ??
      headed?.comuna ??
      rolLine?.takeComuna?.() ??
      comunaAfterAddress ??
      fields.comunaAfter('comuna_propiedad', labelledAddress) ??
      rolCells?.comuna ??
      gluedComuna(fields),
    // The certificate prints only the sections with debt: a missing section is no debt.
    total_deuda_vencida_liquidada: overdue?.value ?? (statesDebt || overdueLost ? null : 0),
    total_deuda_no_vencida_liquidada: notDue?.value ?? (statesDebt || notDueLost ? null : 0),
    codigo_verificacion: fields.code('codigo_verificacion', 'tgr', BARCODE),
  };
  if (!overdue && !statesDebt && !overdueLost)
    readZeroFrom(fields, 'total_deuda_vencida_liquidada', debtStatement);
  if (!notDue && !statesDebt && !notDueLost)
    readZeroFrom(fields, 'total_deuda_no_vencida_liquidada', debtStatement);
  if (certificate.comuna_propiedad !== null && certificate.comuna_propiedad === comunaAfterAddress) {
    const after = document.raw.indexOf(address ?? '');
    const at = after < 0 ? -1 : document.raw.indexOf(printedComuna, after + (address ?? '').length);
    if (at >= 0) fields.record.raw('comuna_propiedad', at, printedComuna.length);
  }
  checkTotals(fields, certificate);
  checkDeniedSections(fields, certificate);
  totalsOfOwnBlock(document, fields, certificate);
  return {
    value: {
      certificate,
      agreement: agreement
        ? { total: agreement.value, index: agreement.index, length: agreement.length }
        : null,
    },
    provenance: fields.record.entries,
    notes,
  };
}

/** Column headings of a table of cuotas: the overdue amount and the not yet due one. */
const OVERDUE_COLUMN = /^(?:(?:monto|deuda|saldo|total)\s+)?(?:vencid[oa]|moros[oa])s?\b/;
const NOT_DUE_COLUMN = /^(?:(?:monto|deuda|saldo|total)\s+)?(?:no\s+vencid[oa]s?|por\s+vencer)\b/;
const TOTALS_ROW = /^\s*(?:sub)?total(?:es)?\b/;
const AMOUNT_CELL = /^(?:\$|CLP)?\s*(\d{1,3}(?:[.,]\d{3})+|\d+)(?:\.-)?$/i;

interface Column {
  text: string;
  start: number;
  end: number;
}

function columnsOf(line: string): Column[] {
  return lineCells(line).map((cell) => ({ ...cell, end: cell.start + cell.text.length }));
}

/**
 * The document's lines (with their offsets in the raw text) and the first line whose cells hold
 * both headings, split into its columns. Null when no line does.
 */
function tableUnder(
  fields: CertificateFields,
  first: RegExp,
  second: RegExp,
): { lines: string[]; starts: number[]; headerAt: number; header: Column[] } | null {
  const lines = fields.document.raw.split('\n');
  const starts: number[] = [];
  lines.reduce((offset, line) => (starts.push(offset), offset + line.length + 1), 0);
  const headerAt = lines.findIndex((line) => {
    const cells = columnsOf(foldKeepingLength(line).toLowerCase());
    return cells.some((cell) => first.test(cell.text)) && cells.some((cell) => second.test(cell.text));
  });
  if (headerAt < 0) return null;
  return {
    lines,
    starts,
    headerAt,
    header: columnsOf(foldKeepingLength(lines[headerAt] ?? '').toLowerCase()),
  };
}

/**
 * A table of cuotas with an overdue and a not-yet-due column ("Cuota   Vencimiento   Monto
 * vencido   Monto no vencido") closed by a row of totals ("Totales   $ 45.210   $ 91.230"): each
 * total is the one under its column's heading. Null when the text has no such table.
 */
function columnTotals(fields: CertificateFields): { overdue: number; notDue: number } | null {
  const table = tableUnder(fields, OVERDUE_COLUMN, NOT_DUE_COLUMN);
  if (!table) return null;
  const { lines, starts, headerAt, header } = table;
  const totalsAt = lines.findIndex(
    (line, index) => index > headerAt && TOTALS_ROW.test(foldKeepingLength(line).toLowerCase()),
  );
  const amountsOf = (line: string) =>
    columnsOf(line).flatMap((cell) => {
      const digits = AMOUNT_CELL.exec(cell.text)?.[1];
      const value = digits ? parseInteger(digits) : null;
      return value === null ? [] : [{ ...cell, value }];
    });
  const headingOf = (pattern: RegExp) => header.find((cell) => pattern.test(cell.text));
  const cellUnder = (amounts: ReturnType<typeof amountsOf>, heading: Column | undefined) =>
    heading
      ? amounts.find((cell) => cell.start < heading.end + 2 && cell.end > heading.start - 2)
      : undefined;
  if (totalsAt < 0)
    return columnSums(fields, lines, headerAt, starts[headerAt] ?? 0, (line) => {
      const amounts = amountsOf(line);
      const overdue = cellUnder(amounts, headingOf(OVERDUE_COLUMN));
      const notDue = cellUnder(amounts, headingOf(NOT_DUE_COLUMN));
      return overdue && notDue ? { overdue: overdue.value, notDue: notDue.value } : null;
    });
  const amounts = amountsOf(lines[totalsAt] ?? '');
  // One cell under both headings: the row lost its columns' places (totalsInHeadingOrder reads it).
  if (cellUnder(amounts, headingOf(OVERDUE_COLUMN)) === cellUnder(amounts, headingOf(NOT_DUE_COLUMN)))
    return null;
  const under = (pattern: RegExp, path: string) => {
    const amount = cellUnder(amounts, headingOf(pattern));
    if (amount) fields.record.raw(path, (starts[totalsAt] ?? 0) + amount.start, amount.text.length);
    return amount?.value ?? null;
  };
  const notDue = under(NOT_DUE_COLUMN, 'total_deuda_no_vencida_liquidada');
  const overdue = under(OVERDUE_COLUMN, 'total_deuda_vencida_liquidada');
  return overdue !== null && notDue !== null ? { overdue, notDue } : null;
}

/**
 * A table of cuotas without a totals row: each row's amounts under the two headings (`row`),
 * added up from the heading down to the first row without them. The sums are derived rather than
 * read (inferred) and point at the table's heading. Null when no row has them.
 */
function columnSums(
  fields: CertificateFields,
  lines: string[],
  headerAt: number,
  headerStart: number,
  row: (line: string) => { overdue: number; notDue: number } | null,
): { overdue: number; notDue: number } | null {
  const sums = { overdue: 0, notDue: 0 };
  let rows = 0;
  for (const line of lines.slice(headerAt + 1)) {
    const amounts = row(line);
    if (!amounts) break;
    sums.overdue += amounts.overdue;
    sums.notDue += amounts.notDue;
    rows++;
  }
  if (rows === 0) return null;
  for (const path of ['total_deuda_vencida_liquidada', 'total_deuda_no_vencida_liquidada']) {
    fields.record.raw(path, headerStart, (lines[headerAt] ?? '').length);
    fields.record.doubt(path, ['inferred']);
  }
  return sums;
}

/** A table of cuotas with a state column ("Año   Cuota   Estado   Monto"): the state's and the amount's headings. */
const STATE_COLUMN = /^(?:estado|situacion|condicion)$/;
const AMOUNT_COLUMN = /^(?:monto|total|valor|saldo|importe|deuda)\b/;
const OVERDUE_STATE = /^(?:vencid[oa]|moros[oa]|impag[oa])s?$/;
// A cuota "vigente" is one whose due date has not come.
const NOT_DUE_STATE = /^(?:no\s+vencid[oa]|por\s+vencer|vigente)s?$/;
/** A cuota already paid: listed, no debt. */
const PAID_STATE = /^(?:pagad[oa]|cancelad[oa])s?$/;

/**
 * The totals of a table of cuotas whose rows say each cuota's state ("2025   1   VENCIDA   $ 12.100",
 * "2025   2   POR VENCER   $ 12.400") when no total is printed: the sum of each state's amounts,
 * derived rather than read (inferred), pointing at the table's heading. Null without such a table.
 */
function stateTotals(fields: CertificateFields): { overdue: number; notDue: number } | null {
  const table = tableUnder(fields, STATE_COLUMN, AMOUNT_COLUMN);
  if (!table) return null;
  const { lines, starts, headerAt, header } = table;
  // "Valor cuota … Intereses   Total": the total with reajustes and intereses is the debt.
  const amountHeading =
    header.find((cell) => /^total\b/.test(cell.text)) ?? header.find((cell) => AMOUNT_COLUMN.test(cell.text));
  return columnSums(fields, lines, headerAt, starts[headerAt] ?? 0, (line) => {
    const cells = columnsOf(foldKeepingLength(line).toLowerCase());
    if (cells.some((cell) => PAID_STATE.test(cell.text))) return { overdue: 0, notDue: 0 };
    const state = cells.find((cell) => OVERDUE_STATE.test(cell.text) || NOT_DUE_STATE.test(cell.text));
    const amounts = cells.filter((cell) => AMOUNT_CELL.test(cell.text));
    const amount =
      amounts.find(
        (cell) => amountHeading && cell.start < amountHeading.end + 2 && cell.end > amountHeading.start - 2,
      ) ?? amounts.at(-1);
    const value = amount ? parseInteger(AMOUNT_CELL.exec(amount.text)?.[1] ?? '') : null;
    if (!state || value === null) return null;
    return NOT_DUE_STATE.test(state.text) ? { overdue: 0, notDue: value } : { overdue: value, notDue: 0 };
  });
}

/** A cuota's state as its line words it, and its amount in pesos. */
const CUOTA_STATE = String.raw`(no\s+vencid[oa]|por\s+vencer|vencid[oa]|moros[oa]|impag[oa])`;
const CUOTA_AMOUNT = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+)`;

/** "$ 22.000 (no vencida)": a cuota's amount with its state in brackets closing the line. */
const BRACKETED_STATE = new RegExp(
  String.raw`(?:(?:\$|CLP)\s*${CUOTA_AMOUNT}|(\d{1,3}(?:[.,]\d{3})+))(?:[.,]-)?\s*[([]\s*${CUOTA_STATE}\s*[)\]][\s.;]*$`,
  'iu',
);

/**
 * "2-2026   vencida   $ 61.330": a cuota (its number and year) with its state before its amount,
 * one a line under no heading of columns.
 */
const STATE_BEFORE_AMOUNT = new RegExp(
  String.raw`^\s*(?:cuota\s+)?\d{1,2}\s*[-/]\s*(?:19|20)\d{2}\s+${CUOTA_STATE}\s+(?:\$|CLP)?\s*${CUOTA_AMOUNT}\s*$`,
  'iu',
);

/** A cuota line's state and amount, in either form above; null for any other line. */
function statedCuota(line: string): { state: string; value: number | null } | null {
  const bracketed = BRACKETED_STATE.exec(line);
  if (bracketed)
    return { state: bracketed[3] ?? '', value: parseInteger(bracketed[1] ?? bracketed[2] ?? '') };
  const before = STATE_BEFORE_AMOUNT.exec(line);
  return before ? { state: before[1] ?? '', value: parseInteger(before[2] ?? '') } : null;
}

/**
 * The totals of cuotas listed one a line, each with its state in brackets after its amount
 * ("Cuota 3/2025   vence 30-09-2025   $ 22.000 (no vencida)") or before it ("2-2026   vencida
 * $ 61.330"), when no total is printed: each state's sum, derived rather than read (inferred),
 * pointing at the first cuota. Null without any.
 */
function bracketedStateTotals(fields: CertificateFields): { overdue: number; notDue: number } | null {
  const sums = { overdue: 0, notDue: 0 };
  let first: { index: number; length: number } | null = null;
  let offset = 0;
  for (const line of fields.document.raw.split('\n')) {
    const cuota = statedCuota(foldKeepingLength(line));
    const value = cuota?.value ?? null;
    if (cuota && value !== null) {
      if (NOT_DUE_STATE.test(cuota.state.toLowerCase())) sums.notDue += value;
      else sums.overdue += value;
      first ??= { index: offset, length: line.length };
    }
    offset += line.length + 1;
  }
  if (!first) return null;
  for (const path of ['total_deuda_vencida_liquidada', 'total_deuda_no_vencida_liquidada']) {
    fields.record.raw(path, first.index, first.length);
    fields.record.doubt(path, ['inferred']);
  }
  return sums;
}

/**
 * The line holding the box titles (from the overdue box's) and the line under it, with where the
 * titles' line starts and ends in the text. Null without the titles or a line after them.
 */
function boxTitleRows(
  raw: string,
): { titles: string; next: string; lineStart: number; lineEnd: number } | null {
  const title = BOX_TITLES.overdue.exec(raw);
  if (!title) return null;
  const lineStart = raw.lastIndexOf('\n', title.index) + 1;
  const lineEnd = raw.indexOf('\n', title.index);
  if (lineEnd < 0) return null;
  const nextEnd = raw.indexOf('\n', lineEnd + 1);
  return {
    titles: raw.slice(lineStart, lineEnd),
    next: raw.slice(lineEnd + 1, nextEnd < 0 ? undefined : nextEnd),
    lineStart,
    lineEnd,
  };
}

/**
 * Amounts printed under the row of box titles that the labels could not place: the boxes print
 * only the totals there are, so "CLP 412,330" alone under three titles may be any box's (§5).
 * As many amounts as titles go to the boxes in order; fewer are taken in order too, doubtful
 * (inferred), rather than read as no debt. Null without such a row or with no amount above zero.
 */
function unplacedBoxAmounts(
  fields: CertificateFields,
): { overdue: { value: number }; notDue: { value: number } } | null {
  const rows = boxTitleRows(fields.document.raw);
  if (!rows) return null;
  const { lineEnd, next } = rows;
  const titles = rows.titles.match(/\btotal\s+deuda\b|\bacogidos\b/giu)?.length ?? 0;
  const amounts = [...next.matchAll(/\bCLP\s*(\d{1,3}(?:[.,]\d{3})+|\d+)/giu)].map((match) => ({
    value: parseInteger(match[1] ?? '') ?? 0,
    index: lineEnd + 1 + match.index,
    length: match[0].length,
  }));
  if (!amounts.some((amount) => amount.value > 0)) return null;
  const sure = amounts.length >= titles;
  const read = (path: string, amount: (typeof amounts)[number] | undefined) => {
    fields.record.raw(path, amount?.index ?? lineEnd + 1, amount?.length ?? next.length);
    if (!sure) fields.record.doubt(path, ['inferred']);
    return { value: amount?.value ?? 0 };
  };
  return {
    overdue: read('total_deuda_vencida_liquidada', amounts[0]),
    notDue: read('total_deuda_no_vencida_liquidada', amounts[1]),
  };
}

/** A box's cell as a text layer keeps it: an amount ("CLP 31,220", "$ 0") or nothing (no debt). */
const CELL_AMOUNT = /^\s*(?:(?:CLP|\$)\s*)?(\d{1,3}(?:[.,]\d{3})+|\d+)?\s*$/iu;

/**
 * The row of box titles printed with its separators ("Total Deuda Liquidada Morosa | Total Deuda
 * No Vencida Liquidada | Acogidos …") over a row of as many cells ("| CLP 31,220 | CLP 45,600"):
 * each amount is its column's, an empty cell is no debt of that kind. Null without separators on
 * both rows, with other counts of cells, or with a cell that is not an amount.
 */
function separatedBoxCells(
  fields: CertificateFields,
): { overdue: { value: number }; notDue: { value: number } } | null {
  const rows = boxTitleRows(fields.document.raw);
  if (!rows) return null;
  const { lineStart, lineEnd } = rows;
  const titles = rows.titles.split('|');
  const cells = rows.next.split('|');
  if (titles.length < 2 || cells.length !== titles.length) return null;
  const read = (box: 'overdue' | 'notDue') => {
    const column = titles.findIndex((cell) => BOX_TITLES[box].test(cell));
    const cell = cells[column];
    const amount = cell === undefined ? null : CELL_AMOUNT.exec(cell);
    if (!amount) return null;
    const path = BOX_PATHS[box];
    const cellAt =
      lineEnd + 1 + cells.slice(0, column).reduce((offset, other) => offset + other.length + 1, 0);
    if (!amount[1]) {
      // An empty box: its title is where the zero is read from.
      const boxTitle = BOX_TITLES[box].exec(rows.titles);
      fields.record.raw(path, lineStart + (boxTitle?.index ?? 0), boxTitle?.[0].length ?? 1);
      return { value: 0 };
    }
    const value = parseInteger(amount[1]);
    if (value === null) return null;
    fields.record.raw(path, cellAt + (cell?.indexOf(amount[1]) ?? 0), amount[1].length);
    return { value };
  };
  if (!cells.some((cell) => cell.trim() !== '')) return null;
  const overdue = read('overdue');
  const notDue = read('notDue');
  return overdue && notDue ? { overdue, notDue } : null;
}

/** The titles of the two debt boxes as printed. */
const BOX_TITLES = {
  overdue: /total\s+deuda\s+liquidada\s+morosa/i,
  notDue: /total\s+deuda\s+no\s+vencida\s+liquidada/i,
} as const;

const BOX_PATHS = {
  overdue: 'total_deuda_vencida_liquidada',
  notDue: 'total_deuda_no_vencida_liquidada',
  agreement: null,
} as const satisfies Record<HeaderBox, string | null>;

/**
 * A headline amount checked against the header box it is printed in (tgrHeaderBoxes.ts): on a
 * worn scan read as lines, an amount under the row of box titles can be taken by the wrong title.
 * The amount inside the box wins; an amount read for this box that stands in another box is
 * that box's, and this one is empty (no debt of its kind). Without positions or box titles, the
 * reading by labels stands.
 */
function inItsBox(
  fields: CertificateFields,
  box: 'overdue' | 'notDue',
  read: { value: number } | null,
): { value: number } | null {
  const amounts = headerBoxAmounts(fields.document.pages);
  if (!amounts || amounts.length === 0) return read;
  const path = BOX_PATHS[box];
  const own = amounts.find((amount) => amount.box === box);
  if (own) {
    if (read?.value === own.value) return read;
    const titles = BOX_TITLES.overdue.exec(fields.document.raw);
    const index = fields.document.raw.indexOf(own.printed, titles?.index ?? 0);
    if (index >= 0) fields.record.raw(path, index, own.printed.length);
    return { value: own.value };
  }
  if (read && amounts.some((amount) => amount.value === read.value)) {
    // The box is empty: its title is where the zero is read from.
    const title = BOX_TITLES[box].exec(fields.document.raw);
    if (title) fields.record.raw(path, title.index, title[0].length);
    return { value: 0 };
  }
  return read;
}

/** Words after "deuda" that narrow a denial to one section ("no registra deuda morosa"). */
const ONE_SECTION = /^[\s:]*(?:morosa|vencida|no\s+vencida|por\s+vencer|en\s+convenio)/i;

/**
 * A total the certificate does not print, when it denies any debt of the rol ("no registra deuda
 * de contribuciones", "no presenta deuda"): the zero is read from that sentence, which it points at,
 * not deduced from a section OCR may have lost. A denial of one section says nothing of the other.
 */
function readZeroFrom(fields: CertificateFields, path: string, statement: Statement | null): void {
  if (!statement || statement.affirmed || fields.record.entries[path]) return;
  const { raw } = fields.document;
  const after = raw.slice(statement.index + statement.length, statement.index + statement.length + 20);
  if (ONE_SECTION.test(after)) return;
  fields.record.raw(path, statement.index, statement.length);
}

/** The certification's words about one section ("no registra deuda morosa", "… deuda no vencida"). */
const SECTION_STATEMENTS = {
  total_deuda_vencida_liquidada: /\bregistra\s+(?:la\s+)?deuda\s+(?:liquidada\s+)?(?:morosa|vencida)\b/,
  total_deuda_no_vencida_liquidada:
    /\bregistra\s+(?:la\s+)?deuda\s+(?:liquidada\s+)?(?:no\s+vencida|por\s+vencer)\b/,
} as const;

/**
 * An amount read for a section the certification denies ("éste no registra deuda morosa y registra
 * la deuda no vencida que se indica"): on a worn scan the amount under a row of box titles may be
 * taken by the wrong one, so it is doubtful.
 */
function checkDeniedSections(fields: CertificateFields, certificate: DebtCertificate): void {
  for (const [path, subject] of Object.entries(SECTION_STATEMENTS)) {
    const read =
      path === 'total_deuda_vencida_liquidada'
        ? certificate.total_deuda_vencida_liquidada
        : certificate.total_deuda_no_vencida_liquidada;
    if (read === null || read === 0) continue;
    const denial = decisiveStatement(statementsAbout(fields.document.raw, subject, { ignore: TITLE }));
    if (denial && !denial.affirmed) fields.record.doubt(path, ['amounts_disagree']);
  }
}

/**
 * The headline amounts against the totals printed under their tables (issue #17): an amount that
 * differs from its table's total (read from the other column, swapped with the other amount), or
 * a total whose row's parts do not add up to it (checks/rowSums.ts), is doubtful, pointing at the
 * table's total.
 */
function checkTotals(fields: CertificateFields, certificate: DebtCertificate): void {
  for (const path of DEBT_PATHS) {
    const total = sectionTotal(fields.document.raw, path);
    if (!total) continue;
    if (certificate[path] === total.value && total.addsUp) continue;
    if (!fields.record.entries[path]) fields.record.raw(path, total.index, total.length);
    fields.record.doubt(path, ['amounts_disagree']);
  }
}

const DEBT_PATHS = ['total_deuda_vencida_liquidada', 'total_deuda_no_vencida_liquidada'] as const;

/**
 * The boxes' amounts when one was read in the other's box (tgrSectionTotals.ts): the sections'
 * totals decide, the box whose section is not printed holds no debt. Null when the boxes agree
 * with the sections.
 */
function boxesBySections(
  fields: CertificateFields,
  overdue: { value: number } | null,
  notDue: { value: number } | null,
): { overdue: { value: number }; notDue: { value: number } } | null {
  const { raw } = fields.document;
  const misplaced = amountInOtherBox(raw, {
    total_deuda_vencida_liquidada: overdue?.value ?? null,
    total_deuda_no_vencida_liquidada: notDue?.value ?? null,
  });
  if (!misplaced) return null;
  const owner = DEBT_PATHS.find((path) => path !== misplaced) ?? misplaced;
  const total = sectionTotal(raw, owner);
  if (!total) return null;
  fields.record.raw(owner, total.index, total.length);
  // The zero is what the other section's total leaves: derived from its words.
  fields.record.derived(misplaced, owner, true);
  const read = (path: DebtPath) => ({ value: path === misplaced ? 0 : total.value });
  return { overdue: read('total_deuda_vencida_liquidada'), notDue: read('total_deuda_no_vencida_liquidada') };
}
