import type { TypeSignals } from '../classify/signals';
import { INSCRIBING } from '../classify/sharedSignals';
import { extractDeed } from '../extractors/deed';
import { reader } from './typeReader';

/*
 * The deed of the last title: how the engine recognises it (its classifier signals, scored in
 * classify/scoreTypes.ts) and reads it (its extractor, issue date, issuer, list item and facts).
 */

const signals = {
  titles: [
    /escritura\s+publica/,
    /^\s*(?:contrato\s+de\s+)?(?:compraventa|donacion|permuta|dacion\s+en\s+pago|adjudicacion|aporte|mutuo)\b/m,
    /(?:posesion\s+efectiva|resolucion\s+exenta)/,
    /repertorio\s*(?:n|no|nro|numero)/,
    /copia\s+(?:autorizada|fiel)\s+de\s+(?:la\s+)?escritura/,
  ],
  issuers: [/notari[oa]\s+(?:publico|titular|suplente|interino|de\s+\w+)/, /\bnotaria\b/, /\bnotario\b/],
  phrases: [
    /\bante\s+mi\b/,
    /\bcomparecen?\b/,
    /\bprimero\s*[:.-]/,
    /\bsegundo\s*[:.-]/,
    /\btercero\s*[:.-]/,
    /en\s+comprobante\s+y\s+previa\s+lectura/,
    /mayor(?:es)?\s+de\s+edad/,
    /quien(?:es)?\s+acredita/,
    /vende\s*,?\s*cede\s+y\s+transfiere/,
    /como\s+cuerpo\s+cierto/,
    /faculta\s+al\s+portador/,
    /la\s+parte\s+(?:vendedora|compradora)/,
    /minuta\s+redactada/,
  ],
  fields: [/cedula\s+(?:nacional\s+)?de\s+identidad/, /domiciliad[oa]s?\s+en/, /\bprecio\b/],
  // A registry's certification that an inscription is in force ("CERTIFICO: Que la inscripción
  // de fojas … se encuentra … VIGENTE") or that the text is a copy of it, cancelled ("Es copia
  // fiel de la inscripción de fojas …, cancelada por la transferencia anotada al margen"): a copy
  // of the inscription, whose margin names the act ("COMPRAVENTA") as a deed's title would. A
  // deed cites its inscription, never certifies a copy. (A page of a copy's certification alone
  // is left to read as the pages it closes: reading/pageParts.ts joins it to them.)
  // The registrar inscribing in the first person ("a requerimiento del comprador, inscribo: Por
  // escritura …") is a copy of the inscription that cites the deed, headed by its act.
  against: [
    // A registry's copy opens on its inscription's reference ("Fs. 233 — Nº 190 — 1996 Registro
    // de Propiedad"); a deed opens on its notary, repertorio or title. So does one headed by its
    // registry and year ("REGISTRO DE PROPIEDAD - AÑO 2011", then "F. 45210  N° 67833").
    // A scanned copy may carry the archive's stamp in brackets above it ("[imagen digitalizada -
    // Archivo CBR … - Folio …]"): the reference then opens the copy right under it.
    // An old copy's typed figures may come with OCR's letters for digits ("Fs. 94l2  N° 11O78"),
    // its abbreviation's stop read as a comma ("Fs, 9412"), its "Nº" as "NO".
    /^\s*(?:\[[^\]]{0,200}\]\s*)?(?:fojas|fs[.,]?|f[.,])\s*(?=[\dlio.]*\d)[\dlio][\dlio.]*\s*(?:(?:vta|vuelta)\.?\s*)?[-—–·|,]?\s*(?:n[°ºo]?|numero|nro)\.?\s*[\dlio]*\d/,
    // The registry's line may come under the inscription's heading ("INSCRIPCIÓN ESPECIAL DE
    // HERENCIA", then "Registro de Propiedad — Año 2025 — Fojas 388"): a registrar's, no notary's.
    /^\s*(?:inscripcion(?:\s+\p{L}+){0,5}\s+)?registro\s+de\s+propiedad\s*[-—–·|,]?\s*(?:del\s+)?ano\s+\d{4}\b/u,
    // The registry and the folio side by side in the copy's head, its year and number on the next
    // line ("REGISTRO DE PROPIEDAD      Fojas 212 vta." / "AÑO 2018      N° 198").
    /^\s*registro\s+de\s+propiedad\s*[-—–·|,]?\s*(?:fojas|fs[.,]?)\s*\d[\d.]*\s*(?:(?:vta|vuelta)\.?\s*)?(?:del\s+)?ano\s+\d{4}\b/,
    // The reference spelt out, its figures in brackets ("Fojas ciento ochenta y ocho vuelta (188
    // vta.)" / "Número ciento sesenta y cuatro (164)"), as a copy's head writes it.
    /^\s*(?:fojas|fs\.?)\s+(?:\p{L}+\s+){1,10}\(\s*\d[\d.]*\s*(?:(?:vta|vuelta|v)\.?\s*)?\)\s*(?:n[°º]|nro\.?|numero)\s/u,
    // The same reference with its number first, as an old copy's corner prints it ("N° 8l    Fs. 74").
    /^\s*(?:n[°º]|nro\.?|numero)\s*(?=[\dlio.]*\d)[\dlio][\dlio.]*\s*[-—–·|,]?\s*(?:fojas|fs[.,]?)\s*[\dlio]*\d/,
    // The same header after the copy's margin column, which OCR may read first ("COMPRAVENTA /
    // SERVIU … / FOJAS 61882 vta. / N° 70144 / Santiago, veintitrés de noviembre …"): the reference
    // right before the place and day the inscription opens on, as no deed cites one.
    /\bfojas\s+\d[\d.]*\s+(?:(?:vta|vuelta)\.?\s+)?(?:n[°º]|nro\.?|numero)\s*\d[\d.]*\s+\p{L}+(?:\s+\p{L}+){0,2}\s*,\s*(?:a\s+)?\p{L}+\s+de\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b/u,
    INSCRIBING,
    // (An abbreviation's period inside the sentence, "fojas 1820 vta.", "fs. 77", ends none; the copy
    // may be named between the verb and the inscription: "CERTIFICO: que la presente es copia fiel de
    // la inscripción de fojas …, la que se encuentra VIGENTE".)
    /\bcertific[oa]\b[^.]{0,60}?\bla\s+inscripcion\b(?:[^.]|(?<=\b(?:vta|fs|n|nro|no|num))\.){0,300}?(?<!\bno\s)vigente\b/,
    // The registrar certifying the text a copy of an inscription ("la presente es copia fiel de la
    // inscripción de fojas …"): a notary certifies a copy of the deed, never of an inscription. A
    // copy transcribing the deed's clauses ("PRIMERO: … SEGUNDO: …") counts a deed's phrases.
    /\b(?:la\s+presente|este\s+documento)\s+es\s+(?:una\s+)?copia\s+(?:fiel|autorizada|conforme)\s+de\s+(?:la\s+)?inscripcion\s+de\s+(?:fojas|fs\.?)\s*\d/,
    // The inscription announcing the deed's clauses it transcribes ("según escritura … cuyas
    // cláusulas pertinentes son del tenor siguiente: …"): the deed is quoted, not the document.
    // (A copy's margin column may cut the sentence: "son del | tenor siguiente".)
    /\bclausulas\s+pertinentes\b[^.:]{0,30}?\b(?:tenor|siguientes|dicen|expresan)\b/,
    /\bcopia\s+(?:fiel|autorizada|conforme)\s+de\s+(?:la\s+)?inscripcion\s+de\s+(?:fojas|fs\.?)\s*\d[^]{0,200}?\b(?:cancelad[oa]|no\s+vigente)\b/,
  ],
} satisfies TypeSignals;

export const escrituraEngine = {
  signals,
  ...reader(extractDeed, { issued: () => null, issuer: () => null }),
};
