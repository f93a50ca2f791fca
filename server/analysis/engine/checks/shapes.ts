/*
 * Shape checks per kind of value (issue #17 item 2): what a right value of that kind looks like.
 * Each answers whether the value looks wrong; the caller marks it doubtful for the reason named
 * beside it. They look at the value and, for names, at the words printed right after it.
 */

import { MONTHS } from '../text/dates';
import { NUMBER_WORDS } from '../text/numberWords';
import { foldLower } from '../text/folded';
import { canonicalComuna } from '../../../../common/vocabularies/comunas';

/** Words of registries, certificates and clauses, never of a person's or company's name. */
const LEGAL_WORDS =
  /\b(?:compraventa|donacion|adjudicacion|permuta|hipotecas?|gravamen(?:es)?|prohibicion(?:es)?|interdicciones?|reglamento|copropiedad|inscripcion|inscrita|fojas|fs|registro|certificado|certifica|caratula|repertorio|de gravar|enajenar|embargo|alzamiento|vigente|vigencia|comuna|domiciliad[oa]|cedula|rut|rol|causa|juzgado|notaria|escritura|conservador|propiedad)\b/;

/** Words that may follow a name in the same sentence, so a capitalised word after them is no cut. */
const AFTER_NAME =
  /^[\s,;:.)]*(?:r\.?u\.?[tn]|c\.?i|cedula|chilen[oa]|mayor|casad|solter|viud|divorciad|domiciliad|con\b|y\b|de\b|del\b|en\b|quien|ambos|por\b|a\b|nacionalidad|direccion|nombre|comuna|rol\b|fecha|codigo|propietari|contribuyente|total|telefono|profesion|ubicad|inscrit|segun|ante\b|representad|mediante|para\b|como\b|hij[oa]|nacid|natural|vecin|separad|\d|$)/;

/**
 * Words of a stamp, a signature block or a page's footer, never of a name: what OCR reads across a
 * list of parties when a seal lies over it ("TIMBRE CBR … FIRMA ELECTRÓNICA AVANZADA").
 */
const STAMP_WORDS =
  /\b(?:timbre|firma|firmado|electronica|avanzada|documento|cbr|sello|verificacion|validar|pagina|folio|notario|conservador)\b/;

/** Words of companies' names, some longer than any word of a person's name ("ADMINISTRADORA"). */
const COMPANY_WORDS =
  /\b(?:s\.?a|spa|ltda|limitada|eirl|inmobiliaria|sociedad|constructora|inversiones|comercial|comercializadora|administradora|distribuidora|empresa|cooperativa|fundacion|corporacion|asociacion|agricola|ilustre|municipalidad|servicio|fisco)\b/;

/** Letters no word of a person's name exceeds: a longer word is two names OCR ran together. */
const LONGEST_NAME_WORD = 12;

/**
 * A name made of a form's leaders or marks rather than letters ("............."), or holding a
 * run of them: what a label's dotted leader leaves when read as its value.
 */
function letterless(value: string): boolean {
  return !/\p{L}{2}/u.test(value) || /\.{3,}|…/u.test(value);
}

/** A person's or company's name that looks cut, glued to other words, or not a name at all. */
/**
 * A date in words read as a name ("VEINTISIETE DE SEPTIEM", a worn copy's line cut mid-month): a
 * number word, "de" and a month or the head of one.
 */
const FOLDED_NUMBER_WORDS: ReadonlySet<string> = new Set(NUMBER_WORDS.map(foldLower));

function dateInWords(folded: string): boolean {
  const words = folded.split(/\s+/);
  return words.some(
    (word, at) =>
      FOLDED_NUMBER_WORDS.has(word) &&
      words[at + 1] === 'de' &&
      (words[at + 2]?.length ?? 0) >= 3 &&
      MONTHS.some((month) => month.startsWith(words[at + 2] ?? '')),
  );
}

export function badName(value: string, after = ''): boolean {
  const name = value.trim();
  const folded = foldLower(name);
  if (letterless(name)) return true;
  if (/[-‐]$/.test(name)) return true;
  // "PARRA MORALO.": a person's name ending in a period after a word, a cell's letters and stop
  // read into it (an initial keeps its period; a company's "LTDA." or "S.A." is its kind).
  if (/\p{L}{2,}\.$/u.test(name) && !COMPANY_WORDS.test(folded)) return true;
  // "JoryeAndrés": two words OCR glued together ("SpA" is a company's kind, written so).
  if (/\p{Ll}\p{Lu}/u.test(name.replace(/\bSpA$/, ''))) return true;
  // "Í FUENTES", "Cecilia A Andrea": a lone letter OCR made of a speck (an initial has its period;
  // "y" and "e" join surnames).
  if (name.split(/\s+/).some((word) => /^\p{L}$/u.test(word) && !/^[ye]$/i.test(word))) return true;
  if (/\d/.test(name) && !/\b(?:spa|ltda|s\.?a\.?|limitada|eirl)\b/.test(folded)) return true;
  if (LEGAL_WORDS.test(folded) || STAMP_WORDS.test(folded)) return true;
  if (/^(?:de|del|la|el|y|a|en|por)\b/.test(folded)) return true;
  if (dateInWords(folded)) return true;
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2 && !/\b(?:spa|ltda|s\.?a\.?)\b/.test(folded)) return true;
  // "GLORIA GLORIA ESTER ESTER": words read twice over (a margin naming the party too, read line by
  // line into the body's name); one pair alone is a surname both parents share ("PÉREZ PÉREZ").
  if (words.filter((word, at) => at > 0 && foldLower(word) === foldLower(words[at - 1] ?? '')).length >= 2)
    return true;
  // "RODRIGO SANMARTÍNVIDAL": "San Martín" and "Vidal" with their spaces lost.
  if (
    !COMPANY_WORDS.test(folded) &&
    words.some((word) => /^\p{L}+$/u.test(word) && word.length > LONGEST_NAME_WORD)
  )
    return true;
  // A name in capitals followed by another word in capitals, not a word of the sentence: cut at a line break.
  const next = after.replace(/^\s+/, '');
  const upper = name === name.toUpperCase();
  // A registry's heading after it ("HIPOTECAS Y GRAVÁMENES") is no part of the name.
  const heading = LEGAL_WORDS.test(foldLower(next.split(/\s+/)[0] ?? ''));
  if (upper && /^[A-ZÁÉÍÓÚÑ]{3,}\b/.test(next) && !AFTER_NAME.test(foldLower(next)) && !heading) return true;
  // "PEDRO LEMUN, OnHUENCHUL, R.U.T. …": after the comma a word in capitals with letters glued before
  // it, the rest of the name OCR garbled past a stain.
  if (upper && /^\s*,\s*\p{L}*\p{Ll}\p{Lu}{2,}/u.test(after)) return true;
  // "JUAN DE DIOS 'A, de este domicilio": a stray mark glued to letters, the surnames OCR garbled.
  if (/^\s*['"‘’`´]\p{L}/u.test(after)) return true;
  // "CÁCERES MIRAND este domicilio": the sentence runs on with no word that may follow a name.
  if (upper && /^\s+\p{Ll}{3,}/u.test(after) && !AFTER_NAME.test(foldLower(next))) return true;
  // "SOT YES", "ANDRÉS FELIP": a word ending as no Spanish word or name does, a name OCR cut.
  // "OSVAL DO", "HÉCTOR MA URRA": a two-letter word no name holds but its particles, a word OCR split.
  // "PAULINA ANDR", "ALEJANDR": a word ending in a cluster that only starts syllables ("dr", "bl").
  return words.some(
    (word) =>
      (/^\p{L}{2,4}$/u.test(word) && /[bcfghkmpqtvw]$/.test(foldLower(word))) ||
      (/^\p{L}{3,}$/u.test(word) && /[bcdfgkpt][rl]$/.test(foldLower(word))) ||
      (/^\p{L}{5,}$/u.test(word) && /[pqv]$/.test(foldLower(word))) ||
      (/^\p{L}{2}$/u.test(word) && !NAME_PARTICLES.has(foldLower(word))),
  );
}

/** The acts a party is named after ("por compra a", "por donación de"). */
const ACT_WORDS = ['compra', 'compraventa', 'donacion', 'permuta', 'adjudicacion', 'aporte', 'dacion'];

/**
 * "Lo adquirió por com LIARIA …": the act's word cut or left without the "a" / "de" that names the
 * party, as a worn copy's OCR loses a stretch; the name after it may have lost its start too.
 * `before`: the folded words printed right before the name.
 */
export function actCutBeforeName(before: string): boolean {
  const word = /\bpor\s+(\p{L}{2,})\s*$/u.exec(before)?.[1];
  return word !== undefined && ACT_WORDS.some((act) => act.startsWith(word));
}

/** Lower-case words a name written in ordinary case holds: its particles ("María de los Ángeles"). */
const LOWER_NAME_WORDS: ReadonlySet<string> = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'da',
  'di',
  'van',
  'von',
]);

/**
 * "Verónica marginales": a name in ordinary case with a lower-case word no name holds, a word of
 * the margin ("Sin notas marginales.") or of the sentence read into it.
 */
export function lowerWordInName(value: string): boolean {
  const words = value.trim().split(/\s+/);
  if (!words.some((word) => /^\p{Lu}\p{Ll}/u.test(word))) return false;
  return words.some((word) => /^\p{Ll}{3,}/u.test(word) && !LOWER_NAME_WORDS.has(foldLower(word)));
}

/** Two-letter words names hold: particles joining surnames ("DE LA FUENTE", "DA SILVA"), a company's "SA". */
const NAME_PARTICLES: ReadonlySet<string> = new Set(['de', 'da', 'di', 'du', 'la', 'le', 'lo', 'el', 'sa']);

/** Words a value cannot end with: it was cut before the word they lead to ("REGLAMENTO DE"). */
const TRAILING_LINK =
  /\s(?:de|del|la|las|el|los|y|e|en|a|al|por|con|sin|entre|hasta|desde|sobre|bajo|que|don|dona|senor|senora|sr|sra)$/;

/**
 * A value cut out of the text around it: ending in a word that leads to another ("REGLAMENTO
 * DE"), or followed by a colon in its snippet, so a label's words were read as the value
 * ("Destino del bien raíz: HABITACIONAL" read as "del bien raíz"). A `heading` (a GP entry's
 * kind, "1) HIPOTECA : a Fs. …") is printed before a colon.
 */
export function cutFragment(value: string, snippet: string, heading = false): boolean {
  const folded = foldLower(value.trim()).replace(/[\s.,;]+$/, '');
  return TRAILING_LINK.test(folded) || (!heading && /^\s*:/.test(textAfterValue(value, snippet)));
}

/** Prose with a lower-case letter glued to a capital ("manzanaF"): two words OCR ran together. */
export function gluedWords(value: string): boolean {
  return /\p{Ll}\p{Lu}/u.test(value);
}

/**
 * A word in capitals run into one in lower case ("GUTIÉRREZ CAUTÍNcomuna de …"): a copy's margin
 * column (the parties' names beside the body) read into the body's line without its gap.
 */
export function capitalsGluedToWord(value: string): boolean {
  return /\p{Lu}{3,}\p{Ll}{3,}/u.test(value);
}

/** A creditor as GP certificates name them: a bank, a company, a person, not a date or a clause. */
export function badCreditor(value: string): boolean {
  const folded = foldLower(value.trim());
  if (letterless(value)) return true;
  if (/^(?:de|del|en|a|y|por)$/.test(folded) || folded.length < 4) return true;
  // "l BANCO DE CHILE": a lone lower-case letter before the name, a word's tail OCR split off ("de l").
  if (/^\p{Ll}\s/u.test(value.trim())) return true;
  // "( () IVA DE AHORRO …": a bracket or an empty pair of them where OCR lost the name's first word.
  if (/^[([{|]|\(\s*\)/u.test(value.trim())) return true;
  // "DE CHILE", "DEL ESTADO DE CHILE": the name's tail after a connector, its head read into
  // another column or lost (a surname "DEL RÍO" has no second connector).
  if (/^del?\s+\S+$/.test(folded) || /^del?\s+\S+.*\sdel?\s/.test(folded)) return true;
  if (/\b\d{1,2}[-/]\d{1,2}[-/]\d{2,4}\b|\b(?:19|20)\d{2}\b/.test(folded)) return true;
  if (
    /\b(?:fojas|fs\.?|numero|n[°º]|inscrita|caratula|repertorio|de gravar|enajenar|causa rol)\b/.test(folded)
  )
    return true;
  if (STAMP_WORDS.test(folded)) return true;
  // "CAJA Gravámenes DE CO CION … ¡LOS pbr.$ 9.500.000", "SERVIU REGIÓN DEL BIOBÍO Embargos": a
  // table's registry cell (this row's or the next's), an amount or OCR's inverted marks read into
  // the name from the cells around it.
  if (/\$\s*\d|[¡¿]|\b(?:gravamenes|hipotecas|prohibiciones|interdicciones|embargos|litigios)\b/.test(folded))
    return true;
  // "… CANAL LO DE ACUEDUCTO OVALLE": a servitude's kind read into the creditor's name beside it.
  if (/\bde (?:acueducto|transito|paso|alcantarillado)\b/.test(folded)) return true;
  // "dé BANCO …": the connector before the name ("a favor de"), read in lower case before capitals.
  if (/^(?:d[eé]l?|a|en|por|y)\s+\p{Lu}{2}/u.test(value.trim().normalize('NFC'))) return true;
  // "… S.A. UF", "… LIMITADA IL": a unit or a speck of the next column after the name's end.
  if (
    /\s(?:uf|utm|clp|\$)$/.test(folded) ||
    /\s\p{L}{1,2}$/u.test(folded.replace(/\s(?:s\.?\s?a\.?|sa)$/, ''))
  )
    return true;
  return /[-‐]$/.test(value.trim());
}

/**
 * The furniture of a copy's margin note: its repertorio ("Rep. 2.231", "Rep. Nº 904"), its
 * carátula ("C. 22-6610") or the clerk's initials ("MP/jc"). In a description or a name it is the
 * margin read into the body.
 */
const MARGIN_NOTE =
  /(?<!\p{L})Rep\.\s*(?:N[°º.]?\s*)?\d|(?<!\p{L})C\.\s*\d{2}-\d{3,}|(?<!\p{L})\p{Lu}{2,3}\/\p{Ll}{2,3}(?!\p{L})/u;

/**
 * A property's description as a clause of its own: starting at what the property is
 * ("departamento…", "inmueble…"), not at the article of the sentence around it, not cut, and
 * without a margin note spliced in.
 */
export function badDescription(value: string): boolean {
  const folded = foldLower(value.trim());
  return (
    /^(?:la|el|los|las|un|una|del|de)\s/.test(folded) ||
    /[-‐,;]$/.test(folded) ||
    MARGIN_NOTE.test(value) ||
    DESLINDE_IN_DESCRIPTION.test(folded) ||
    RUNNING_HEADER.test(folded)
  );
}

/**
 * A page's running header or footer spliced into the text where the page breaks ("… calle
 * Esmeralda CBR YUNGAY Carpeta 2026-0733 pág. Y5 ochocientos …"), its page number too worn to be
 * recognised and dropped: the page's own marker, "pág." or "página" and a number, mid-sentence.
 */
const RUNNING_HEADER = /\bp[áa]g(?:ina|\.)\s*\S{0,3}\d|\bcarpeta\s+(?:n[°º]\s*)?\d{2,}/u;

/**
 * A side's deslinde inside a description ("…, NORTE, en ochenta metros con Parcela …"): a worn
 * copy lost the "que deslinda:" that ends the description, which ran on into the boundaries.
 */
const DESLINDE_IN_DESCRIPTION =
  /\b(?:norte|sur|oriente|poniente|oeste)\s*[,:]\s*(?:en\s+)?[\p{L}\d,.\s]{1,40}?\s(?:metros?|mts?\.?)\s+con\b/u;

/** A boundary's length as the report writes it ("12,40 metros"), not words OCR could not turn into one. */
export function badLength(value: string): boolean {
  return !/^\d[\d.]*(?:,\d+)?\s*(?:metros?|mts?\.?|m\.?|kil[oó]metros?|km)\b/i.test(value.trim());
}

/**
 * What a prohibition forbids ("de gravar y enajenar"), not the words about who decreed it, nor
 * another column's name in capitals among its words ("de gravar y BANCO DEL ESTADO enajenar").
 */
export function badAction(value: string): boolean {
  const folded = foldLower(value);
  if (/\p{Ll}{2}/u.test(value) && /(?<!\p{L})\p{Lu}{2,}\s+\p{Lu}{2,}(?!\p{L})/u.test(value)) return true;
  return !/\b(?:gravar|enajenar|celebrar|arrendar|transferir|ceder|vender|hipotecar)\b/.test(folded);
}

/**
 * A prohibition's action cut before the condition that qualifies it ("de no gravar ni enajenar"
 * printed on with "sin su consentimiento", "salvo autorización del acreedor"): without it the
 * value says more than the certificate.
 */
export function actionCutBeforeCondition(value: string, snippet: string): boolean {
  return /^[\s,]*(?:sin|salvo|excepto|a\s+menos|sino)\s/.test(textAfterValue(value, snippet));
}

/**
 * An address: a street and a number (or a named place: lote, parcela, sitio, fundo, a rural sector), not a bare
 * comuna, a cut fragment ("este,") or characters OCR glued into it. `street: false` accepts a bare
 * place, as older inscriptions give a party's domicile ("domiciliado en Santiago").
 */
export function badAddress(value: string, street = true): boolean {
  const text = value.trim();
  const folded = foldLower(text);
  if (/[$#@%*{}[\]<>|\\]/.test(text)) return true;
  if (/[,;:-]$/.test(text) || /^(?:este|oeste|norte|sur|y|de|del|con)\b/.test(folded)) return true;
  if (folded.replace(/[^a-z]/g, '').length < 3) return true;
  // "número955": a word and a number OCR glued together.
  if (/[a-z]{2}\d/.test(folded)) return true;
  if (!street) return false;
  return (
    !/\d/.test(folded) &&
    !/\b(?:lote|parcela|sitio|fundo|hijuela|chacra|sector|km|kilometro|s\/n|sin numero)\b/.test(folded)
  );
}

/**
 * What may continue an address after its street and number: the unit, the block, the población, the hill;
 * a unit's number may be glued to its word as OCR reads it ("Local4", "depto.12").
 */
const ADDRESS_PART =
  /^\s*,?\s*(?:villa|poblacion|pobl\.|pobl?\b|condominio|conjunto|conj\b|cond\b|barrio|manzana|mz\b|sector|block|torre|edificio|departamento|depto\.?|dpto\.?|casa|loteo|lote|sitio|parcela|oficina|of\.|local|bodega|cerro)(?:\b|(?=\d))/;

/** The folded snippet after the value's last word, found after its first ('' when not found). */
function textAfterValue(value: string, snippet: string): string {
  const words = foldLower(value).match(/[\p{L}\d]+/gu) ?? [];
  const [first, last] = [words[0], words.at(-1)];
  if (!first || !last) return '';
  const text = foldLower(snippet);
  const start = text.search(new RegExp(`\\b${first}\\b`));
  if (start === -1) return '';
  // The value's number may have been printed with its thousands dot ("N° 1.840" for 1840).
  const lastPrinted = /^\d{4,}$/.test(last) ? [...last].join('\\.?') : last;
  const end = new RegExp(`\\b${lastPrinted}\\b`, 'g');
  end.lastIndex = start;
  const found = end.exec(text);
  return found ? text.slice(found.index + found[0].length) : '';
}

/**
 * An address printed with more after its number than the value holds (", Villa El Bosque",
 * ", departamento 1203"): the value was cut at its street and number.
 */
export function addressCut(value: string, snippet: string): boolean {
  return ADDRESS_PART.test(textAfterValue(value, snippet));
}

/**
 * A certificate's address whose cell goes on with a comuna after a comma (", La Unión"): some
 * certificates' addresses are read with it, others without; the reader cannot tell which the
 * report wants, so the value is doubted rather than guessed.
 */
export function comunaAfterAddress(value: string, snippet: string): boolean {
  // Not ", comuna de X": a comuna so named is never part of the address.
  // The comuna's words end the cell: before the next line's label ("… , Lautaro Comuna ……").
  const cell =
    /^\s*,\s*(?!comuna\b)(\p{L}+(?:[^\S\n]+\p{L}+){0,4}?)[^\S\n]*(?:$|\n|\s{2,}|[,;.(]|\brol\b|\s(?=(?:comuna|regi[oó]n)\b))/iu.exec(
      textAfterValue(value, snippet),
    );
  return cell?.[1] !== undefined && (canonicalComuna(cell[1]) !== null || townOfComuna(cell[1]));
}

/** The words that open a place inside a comuna (a villa, a sector), no town of its own name. */
const LOCALITY =
  /^(?:villa|poblaci[oó]n|pobl?\.?|sector|barrio|condominio|loteo|lote|parcela|fundo|hijuela|conjunto)\b/iu;

/**
 * A town named after its comuna with words before it ("San José de la Mariquina" for Mariquina):
 * its last word is the comuna's name.
 */
function townOfComuna(place: string): boolean {
  const words = place.trim().split(/\s+/u);
  return words.length > 1 && !LOCALITY.test(place.trim()) && canonicalComuna(words.at(-1) ?? '') !== null;
}

/**
 * A value none of whose own words (four letters or more, or two digits or more) is printed in the
 * snippet it cites: the engine did not point at the words it read it from.
 */
export function wordsNotInSnippet(value: string, snippet: string): boolean {
  const words = (foldLower(value).match(/[\p{L}\d]+/gu) ?? []).filter(
    (word) => /^\d{2,}$/.test(word) || /^\p{L}{4,}$/u.test(word),
  );
  const text = foldLower(snippet);
  return words.length > 0 && !words.some((word) => new RegExp(`\\b${word}\\b`, 'u').test(text));
}

/** Verification codes: the TGR's fixed format; for other issuers, one consistent form. */
export function badCode(value: string, issuer: 'tgr' | 'other'): boolean {
  const code = value.trim();
  if (issuer === 'tgr') return !/^\d{3}SD\d{15}$/i.test(code.replace(/\s/g, ''));
  // "VIC-C": groups of letters only, the last a letter or two after its dash: the rest of the code
  // (its number) lost where a worn line was cut. A code of letters alone ("QCPRTUYJPF") is whole.
  if (/^\p{L}+(?:-\p{L}+)*-\p{L}{1,2}$/u.test(code)) return true;
  // "LA-CBR": an office's initials alone, its key's year and number after them lost.
  if (/^\p{Lu}+(?:-\p{Lu}+)+$/u.test(code) && code.split('-').includes('CBR')) return true;
  if (/[a-z]/.test(code) && /[A-Z]/.test(code)) return true;
  const groups = code.split(/[-\s]/).filter(Boolean);
  if (groups.length >= 3) {
    const head = groups.slice(0, -1).map((group) => group.length);
    const last = groups.at(-1)?.length ?? 0;
    // "4c6d-2f27-f6f8-f528a": equal groups and a longer last one, a stray character glued to it;
    // not letter prefixes before a number ("DOM-OBR-2210"), whose number has a length of its own.
    const prefixed =
      groups.slice(0, -1).every((group) => /^\p{L}+$/u.test(group)) && /^\d+$/.test(groups.at(-1) ?? '');
    if (!prefixed && head.every((length) => length === head[0]) && last === (head[0] ?? 0) + 1) return true;
  }
  return false;
}

/** A code's letter prefix or suffix ("RCG-77310-KQ"): a longer run of letters is no affix. */
const AFFIX = /^\p{Lu}{1,4}$/u;

/**
 * A code whose structure shows OCR's confusions (0/O, 1/I, 5/S, 8/B, 2/Z): digit groups between
 * hyphens or spaces with short letter affixes ("RCG-77310-KQ", "PM 4471-2298-0036", "118830"),
 * or the TGR's format, letters and digits each in their place. A confusion there leaves a letter
 * among digits, so a code that keeps its structure was read as printed; in a random mix of letters
 * and digits ("S6R2KD81QW") a confusion leaves no trace, and only OCR's confidence speaks.
 */
export function selfCheckingCode(value: string, issuer: 'tgr' | 'other'): boolean {
  const code = value.trim();
  if (badCode(code, issuer)) return false;
  if (issuer === 'tgr') return true;
  const groups = code.split(/[-\s]+/).filter(Boolean);
  return (
    groups.some((group) => /^\d{3,}$/.test(group)) &&
    groups.every((group) => /^\d+$/.test(group) || AFFIX.test(group))
  );
}

/** An issue date after the day the dossier is studied, or before the inscription it certifies. */
export function badIssueDate(issued: string, referenceDate: Date, registered: string | null): boolean {
  const day = referenceDate.toISOString().slice(0, 10);
  if (issued > day) return true;
  return registered !== null && issued <= registered;
}

/** A label naming a date other than the document's issue: "Fecha Inscripción:", "FECHA CELEBRACIÓN :". */
const OTHER_DATE_LABEL =
  /\bfecha\s+(?:de\s+)?(?:la\s+|su\s+)?(?:inscripcion|celebracion|nacimiento|matrimonio|defuncion|escritura|otorgamiento|anotacion)\s*:?\s*$/;

/**
 * A citation of a law, decree or court agreement the date belongs to: "ley N° 19.799, de 2002",
 * "AA de 13/10/2006", "D.S. N° 47 de", "Resolución Exenta N° 12 de".
 */
const CITATION =
  /\b(?:aa|auto\s+acordado|acta|ley|decreto|d\.?\s?s\.?|d\.?f\.?l\.?|resolucion(?:\s+exenta)?|circular)\s*(?:(?:n[°ºo]?\.?\s*)?[\d.]+\s*,?\s*)?(?:del?\s*)?(?:fecha\s*)?$/;

/**
 * True when the ISO date `value` is printed in `snippet` right after a label naming another date
 * of the document (its inscription's, a marriage's celebration), or after the citation of a law
 * or court agreement (a signature's legend): read for the wrong role.
 */
export function dateOfAnotherEvent(value: string, snippet: string): boolean {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!date) return false;
  const [, year = '', month = '', day = ''] = date;
  const monthName = MONTHS[Number(month) - 1] ?? '';
  const printed = new RegExp(
    `\\b0?${Number(day)}\\s*(?:[-/.]\\s*0?${Number(month)}\\s*[-/.]|(?:de\\s+)?${monthName}\\s+(?:de(?:l)?\\s+)?)\\s*${year}\\b`,
  );
  const text = foldLower(snippet);
  const found = printed.exec(text);
  const before = found ? text.slice(Math.max(0, found.index - 40), found.index) : '';
  return found !== null && (OTHER_DATE_LABEL.test(before) || CITATION.test(before));
}

/** Words one letter away from a number word that are Spanish words of their own ("Villa Nueva"). */
const NEAR_NUMBER_WORDS: ReadonlySet<string> = new Set([
  'nueva',
  'nuevo',
  'nuevas',
  'nuevos',
  'cierto',
  'cierta',
]);

/** Number words long enough that one letter changed leaves no other number word. */
const LONG_NUMBER_WORDS: readonly string[] = [
  ...new Set(NUMBER_WORDS.map(foldLower).filter((word) => word.length >= 5)),
];

/** True when `a` becomes `b` by changing, adding or dropping one letter. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
  if (a.length === b.length) return a.slice(i + 1) === b.slice(j + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(j) : a.slice(i) === b.slice(j + 1);
}

/** Nouns a neighbour or a unit is numbered after ("Parcela diecisiete", "lote 14"). */
const NUMBERED_NOUNS = ['parcela', 'lote', 'sitio', 'hijuela', 'manzana', 'departamento', 'bodega', 'numero'];

/**
 * "Parceladiecisiete", "lotecatorce": a numbered noun and its number word with the space between
 * them lost, as a worn copy's OCR reads them; the value is not printed so.
 */
export function numberGluedToNoun(value: string): boolean {
  const words = foldLower(value).match(/\p{L}+/gu) ?? [];
  const numbers = NUMBER_WORDS.map(foldLower).filter((number) => number.length >= 3);
  return words.some((word) =>
    NUMBERED_NOUNS.some(
      (noun) =>
        word.length > noun.length &&
        word.startsWith(noun) &&
        numbers.some((number) => word.slice(noun.length) === number),
    ),
  );
}

/**
 * A number written in words with one letter OCR changed ("lote catorve", "cuarenta y sels" is too
 * short to tell): the word is none of the number words but one letter away from one of them.
 */
export function misspeltNumberWord(value: string): boolean {
  const words = foldLower(value).match(/\p{L}{5,}/gu) ?? [];
  const numbers = new Set(NUMBER_WORDS.map(foldLower));
  return words.some(
    (word) =>
      !numbers.has(word) &&
      // "primera", "cuatrocientas": the other gender of a number word.
      !numbers.has(word.replace(/a(s?)$/, 'o$1')) &&
      !NEAR_NUMBER_WORDS.has(word) &&
      LONG_NUMBER_WORDS.some((number) => oneEditApart(word, number)),
  );
}

/** Words that may follow "número" in an address without being its number ("número de rol", "sin número"). */
const AFTER_NUMERO = new Set(['de', 'del', 'interior', 'par', 'impar']);

/**
 * "Parcela número cato, sector …": an address's "número" followed by a word that is no number, a
 * number word a stamp or a line's end cut ("catorce").
 */
export function numeroWithoutNumber(value: string): boolean {
  const numbers = new Set(NUMBER_WORDS.map(foldLower));
  return [...foldLower(value).matchAll(/\bnumero\s+(\p{L}+)/gu)].some(
    ([, word = '']) =>
      !numbers.has(word) && !numbers.has(word.replace(/a(s?)$/, 'o$1')) && !AFTER_NUMERO.has(word),
  );
}

/** Each character folded on its own, so offsets stay those of the printed text. */
const foldEach = (text: string) => [...text].map((char) => foldLower(char).charAt(0) || char).join('');

/**
 * A lien's kind read from the words of its entry's body, not from its heading: printed in lower
 * case wherever the snippet holds it ("… del Año: 2025 demanda de resolución de contrato" under a
 * heading OCR garbled). Headings are in capitals or open their sentence ("HIPOTECA", "Hipoteca
 * inscrita a fojas …").
 */
export function kindFromBody(value: string, snippet: string): boolean {
  const first = foldLower(value.trim().split(/\s+/)[0] ?? '');
  if (first.length < 3) return false;
  const text = foldEach(snippet);
  const escaped = first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = [...text.matchAll(new RegExp(`(?<![\\p{L}])${escaped}`, 'gu'))];
  return found.length > 0 && found.every((match) => /\p{Ll}/u.test(snippet.charAt(match.index)));
}

/**
 * A value that runs on into the next label ("vía proyectada Parque Código verificación: PMT-3318"):
 * a word followed by a colon and more text inside it.
 */
/**
 * An address whose place clause opens after a stop in lower case ("Colonia Chahuilco. comuna de
 * Río Negro"): a worn copy's comma read as a stop, the address's words maybe misread with it.
 */
export function stopBeforePlaceClause(value: string): boolean {
  return /\p{Ll}{2}\.\s+(?:comuna|provincia|regi[óo]n|sector|ciudad)\s/u.test(value);
}

export function holdsLabel(value: string): boolean {
  return /\p{L}{3,}\s*:\s*\S/u.test(value);
}

/**
 * An answer's detail followed in its words by the rest of its phrase ("ensanche a 20 metros l entre
 * líneas oficiales"), past a shred OCR made of a speck: the detail was cut where the speck broke
 * the line. A detail ends at the next label or sentence, not before "entre", "hasta" or "desde".
 */
export function detailCut(value: string, snippet: string): boolean {
  return /^\s*(?:[^\s\p{Lu}]{1,2}\s+)?(?:entre|hasta|desde)\s+\p{L}/u.test(textAfterValue(value, snippet));
}

/**
 * Prose with an article right before a preposition ("del sitio número nueve de la bajo el de la
 * Villa"): no Spanish phrase puts one there, so OCR lost the words between them (the noun the
 * article leads to: "la manzana cuatro", "bajo el número").
 */
export function wordsLostAfterArticle(value: string): boolean {
  return /\b(?:el|la|los|las)\s+(?:bajo|en|con|por|para|segun|sobre|entre|hasta|desde|al)\b/.test(
    foldLower(value),
  );
}
