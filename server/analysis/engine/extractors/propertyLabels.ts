import type { FieldSearch } from '../text/labelledValues';
import {
  addressValue,
  comunaValue,
  dateValue,
  documentNumberValue,
  rolValue,
  rutValue,
} from '../text/recognizers';

/*
 * Labels shared by the certificates about one property (TGR, SII, SERVIU, DOM, aseo): how each
 * house style names the issue date, the rol, the address and the comuna. Labels are written
 * without accents; they are matched on accent-folded text, case-insensitively.
 */

export const ISSUE_DATE: FieldSearch<string> = {
  labels: [
    /\bfecha\s+(?:de\s+)?emision\b(?:\s+(?:del\s+)?(?:certificado|documento|informe))?/,
    // "Emitido el …", "Emitido en Temuco el …": a place may stand between.
    /\bemitid[oa]\b(?:\s+en\s+[a-zñ ]{2,30}?(?=\s+el\b))?(?:\s+(?:el|con\s+fecha))?/,
    // "Emisión: …", or a bare "emisión" right before its date in digits ("emisión 14-01-2026").
    /\bemision\b(?=\s*:|[^\S\n]+\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b)/,
    /\bfecha\s+(?:del\s+)?(?:certificado|documento|informe|otorgamiento)\b/,
    // "Fecha: …", "Fecha   …": a bare "fecha" labels a cell, never "de fecha cinco de julio".
    // Or one space before a date in figures ("…ANTONIA     Fecha 26-11-2026"), not "de (con) fecha".
    /\bfecha\b(?=\s*:|\s{2,})|^\s*fecha\b|(?<!\b(?:de|con)\s)\bfecha(?=[^\S\n]\d{1,2}[-/.]\d{1,2}[-/.]\d{4}\b)/,
    // "Con fecha 4 de junio de 2025 se informa …": the date the certificate speaks on.
    /\bcon\s+fecha\b(?=[^\n]{0,40}?\bse\s+(?:informa|certifica|emite|otorga|extiende))/,
    // "Se extiende el presente certificado con fecha diez de abril …": the sentence that issues it.
    /(?<=\b(?:se\s+(?:extiende|emite|otorga|expide)|extiendo|expido|otorgo)\b[^\n]{0,40}?)\bcon\s+fecha\b/,
    // "Folio N° 7781 de fecha 3 de junio de 2025": the date of the certificate's own number.
    /\b(?:folio|certificado|informe|n[°º])\b[^\n]{0,25}?\bde\s+fecha\b/,
    // "Informe de situación N° 44.120, de 14 de octubre de 2025": the number's own date.
    /\b(?:folio|certificado|informe)\b[^\n]{0,40}?\bn[°º]\s*[\d./-]+,?\s+de(?=\s+\d{1,2}\s+de\s)/,
    // "Nº 4.061 - 12/11/2026", "Certificado Nº 3.105 - 12/11/2026": the number and its date
    // parted by a dash, alone on their line.
    /^\s*(?:(?:certificado|informe|folio)\s+)?n[°º]\s*[\d.]+\s+[-–]\s*(?=\d{1,2}[/-]\d{1,2}[/-](?:19|20)\d\d\s*$)/m,
  ],
  recognize: dateValue,
  narrative: false,
};

export const ROL: FieldSearch<string> = {
  labels: [
    // "avaluo" as OCR may leave it ("avaloo", "avalo").
    /\b(?:numero\s+de\s+)?rol\s+(?:de\s+)?aval\w{0,2}o(?:\s+fiscal)?\b/,
    /\brol\s+(?:sii|s\.i\.i\.)/,
    /\brol\s+(?:de\s+la\s+)?propiedad\b/,
    // "Rol consultado ....... 4206-00118-012": the rol the certificate was asked for.
    /\brol\s+(?:consultad|solicitad|informad)[oa]\b/,
    /\brol\b/,
    // As a worn copy may print it: "Rot de avalúo", "Ro! 356-5" (its "l" read "t", "!" or "1").
    /\bro[t1!|]\s+(?:de\s+)?aval\w{0,2}o\b/,
    /\bro[1!|](?=\s*\d)/,
  ],
  recognize: rolValue,
};

export const ADDRESS: FieldSearch<string> = {
  labels: [
    /\bdireccion\s+(?:del\s+|de\s+la\s+)?(?:inmueble|propiedad|predio|bien\s+raiz)\b/,
    /\bdireccion\s+(?:consultad|solicitad|informad)[ao]\b/,
    // "Dirección o nombre del bien raíz", "DIRECCION O NOMBRE DE LA PROPIEDAD", "DIRECCIÓN O
    // NOMBRE   :": one label.
    /\bdireccion\s+o\s+nombre\b(?:\s+(?:del\s+|de\s+la\s+)?(?:bien\s+raiz|propiedad|predio|inmueble)\b)?/,
    // SII names a rural property by its name alone: "Nombre del bien raíz: PARCELA 14 …".
    /\bnombre\s+del\s+(?:bien\s+raiz|predio)\b/,
    /\bdireccion\s+(?:de\s+la\s+)?propiedad\b/,
    // Not the issuing department: "Dirección de Obras Municipales", "Dirección de Rentas",
    // "Dirección General de …" (a street named General Lagos is an address).
    /\bdireccion\b(?!\s+(?:de\s+|del\s+)?(?:obras|administracion|rentas|transito|finanzas|desarrollo|general\s+de\b|regional|nacional|servicio|departamento))/,
    /\bubicacion(?:\s+del\s+(?:inmueble|predio))?\b/,
    // "ubicado en la Parcela N° 12 …", "situada en el pasaje …": the article is the sentence's,
    // not the address's.
    /\b(?:ubicad[oa]|situad[oa])\s+en(?:\s+(?:la|el)(?=\s+(?:parcela|hijuela|lote|sitio|calle|avenida|pasaje|camino|fundo|chacra|reserva|quinta)\b))?\b/,
    /\bdomicilio\b/,
    // "Propiedad consultada: …", "Inmueble: …": the property itself labels its address.
    /\b(?:propiedad|inmueble|predio)(?:\s+(?:consultad[oa]|individualizad[oa]|objeto))?(?=\s*:)/,
    // A form's label opening its line, its value a cell's gap after it ("Propiedad      PRAT 720").
    /(?<=(?:^|\n)[^\S\n]*)(?:propiedad|inmueble|predio)(?=[^\S\n]{2,}\S)/,
    // "el inmueble de Avenida …", "el (predio rural) denominado Parcela 14 …", "el predio rural de Camino …".
    /\b(?:propiedad|inmueble|predio)(?:\s+(?:rural|urban[oa]))?(?:\s+denominad[oa]\s+|\s+de\s+(?=(?:calle|avenida|av\.|pasaje|pje\.?|camino|ruta)\b))/,
    // "el inmueble de Baquedano N° 814, comuna de …": a street named without its kind, its number
    // after "N°".
    /\b(?:inmueble|predio)\s+de\s+(?=[a-z][a-z' ]{1,40}?\s+(?:n[°º]|numero)\s*\d)/,
    // "el inmueble Parcela Nº 7 del Proyecto …", "el predio Parcela Los Notros, sector …": a rural
    // property named right after the word, by its number or its own name.
    // So is a rural lot by its letter ("el predio rural Lote B de la Estancia …").
    /\b(?:inmueble|predio)(?:\s+(?:rural|urbano))?\s+(?=(?:parcela|hijuela|lote|sitio)\s+(?:n[°º.]|numero|\d|[a-z](?![a-z])))/,
    /\b(?:inmueble|predio)\s+(?=(?:parcela|hijuela|fundo|chacra)\s+(?:el|la|los|las|san|santa)?\s*[a-z]{3,})/,
    // A letter's subject line: "Ref.: Certificado de expropiación — Calle Prat Nº 12, comuna de …".
    /\bref(?:erencia)?\.?\s*:[^\n:]{0,60}?\s[—–-]\s*(?=(?:calle|avenida|av\.|pasaje|pje\.?|camino|ruta)\s)/,
    // "REF.: Informe de expropiación, Los Colonos N° 342, Llanquihue, rol …": after the subject's
    // comma, a street named without its kind, its number after "N°".
    /\bref(?:erencia)?\.?\s*:[^\n:,]{0,60},\s*(?=[a-z][a-z' ]{1,40}?\s+(?:n[°º]|numero)\s*\d)/,
  ],
  recognize: addressValue,
};

/** SII's code of a comuna before its name, with or without a dash ("13114 - LAS CONDES", "13105 EL BOSQUE"). */
const COMUNA_CODE = /^[^\S\n]*:?[^\S\n]*\d{4,5}[^\S\n]*(?:[-–][^\S\n]*)?/u;

export const COMUNA: FieldSearch<string> = {
  labels: [
    /\bcomuna\b(?:\s+(?:de\s+la\s+propiedad|de\s+ubicacion|del\s+(?:inmueble|predio|bien\s+raiz)))?(?:\s+de\b)?/,
  ],
  recognize: (region) => {
    const named = comunaValue(region);
    const code = named ? null : COMUNA_CODE.exec(region);
    const found = code ? comunaValue(region.slice(code[0].length)) : null;
    return code && found
      ? { value: found.value, start: code[0].length + found.start, end: code[0].length + found.end }
      : named;
  },
};

/** The municipality that issues a certificate: "I. MUNICIPALIDAD DE ÑUÑOA" → Ñuñoa. */
export const MUNICIPALITY: FieldSearch<string> = {
  labels: [/\bmunicipalidad\s+de\b/],
  recognize: comunaValue,
};

export const CERTIFICATE_NUMBER: FieldSearch<number> = {
  labels: [
    /\bn(?:umero|ro\.?|°|º)\s*(?:de\s+)?(?:certificado|informe|documento)\b/,
    /\bcert(?:ificado\b|\.)(?=\s*(?:n[°º.]|nro|numero|#))/,
    // "CERTIFICADO DE EXPROPIACIÓN N° 99.120": the number closes the title's line.
    // "N.º" too: the abbreviation's full stop before the ordinal sign.
    // Not in a letter's antecedent line ("ANT.: Solicitud de certificado … N° 20417"): that
    // number is the request's.
    /(?<!\bant(?:ecedentes?)?\.?\s*:[^\n]{0,80})\b(?:certificado|informe)\b[^\n\d]{0,60}?(?=\bn\.?[°º]|\bnro\b)/,
    /\bfolio\b/,
    // "ORD. Nº 4471": a letter's own number (oficio ordinario) is the certificate's.
    /\bord(?:inario)?\.?\s*(?:n[°º.]|nro\.?|numero)/,
    /(?:^|\s{3})n[°º]\s*:?\s*(?=\d)/,
    // "Número: 1604", and as a numbered form's first line "1. Número ........ 1.604".
    // A worn copy may lose the leader: the number alone after the label ends the line.
    /^\s*(?:\d{1,2}[.)]-?\s*)?numero\s*(?=:|\.{2,}|\s+\d[\d.]*\s*$)/m,
  ],
  recognize: documentNumberValue,
  narrative: false,
};

/**
 * The comuna printed with the rol: before it ("del ROL ÑUÑOA 120-06602-041"), or after it in
 * brackets, after a dash or a slash, in the next cell or ending the line ("Rol: 99-00321-008
 * (CURICÓ)", "ROL 88-01120-004 / PEÑALOLÉN", "ROL: 332-01234-056   LO BARNECHEA", "ROL: 123-45 LA
 * FLORIDA").
 */
export const COMUNA_WITH_ROL: FieldSearch<string> = {
  labels: [/\brol\b/],
  recognize: (region) => {
    const before = comunaValue(region);
    if (before) return before;
    const rol = rolValue(region);
    // After a bracket, a dash, a slash or a middle dot ("ROL 14104-00310-023 · LOS LAGOS").
    const tail = rol ? /^(?:[^\S\n]*(?:\(|[-–/·•|])[^\S\n]*|[^\S\n]+)/u.exec(region.slice(rol.end)) : null;
    if (!rol || !tail) return null;
    const from = rol.end + tail[0].length;
    const found = comunaValue(region.slice(from));
    if (!found) return null;
    // One space apart, the comuna must end its cell: a name going on after it is a person's.
    const apart = /[^\S\n]{2,}|[(\-–/·•|]/u.test(tail[0]);
    if (!apart && !/^[^\S\n]*(?:$|\n|[,.;)]|[^\S\n]{2,})/u.test(region.slice(from + found.end))) return null;
    return { value: found.value, start: from + found.start, end: from + found.end };
  },
};

/** Whose RUT a label says it is: "RUT Contribuyente", "R.U.N. del propietario". */
const RUT_OF = String.raw`(?:\s+(?:del?\s+)?(?:contribuyente|propietari[oa]|titular))?`;

/** The owner's or taxpayer's RUT under its own label ("RUT:", "R.U.T. Contribuyente:", "RUN"). */
export const OWNER_RUT: FieldSearch<string> = {
  labels: [
    new RegExp(String.raw`\br\.?\s?u\.?\s?[tn]\.?${RUT_OF}(?=[\s:])`),
    new RegExp(String.raw`\brut\b${RUT_OF}`),
    new RegExp(String.raw`\brun\b${RUT_OF}`),
    // Glued by the text layer to the name before it ("… HONDA SPARUT 77.318.402-K"): a RUT's
    // digits after it (OCR may read a dot as a comma) tell the label from a surname ending in
    // those letters.
    /(?<=[a-z]{2})rut(?=\s*:?\s*\d{1,2}[.,]?\d{3}[.,]?\d{3}\s?-\s?[\dk](?![a-z\d]))/,
  ],
  recognize: rutValue,
  narrative: false,
};
