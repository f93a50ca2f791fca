import type { DocumentText } from '../document';
import type { Extraction } from '../extractors/types';
import { extractInscription, type InscriptionData } from '../extractors/inscription';
import { normalize } from './normalize';
import { ProvenanceRecorder } from '../provenance';
import { inscriptionFields, readRefs, refParts, REF_PARTS, type ReadRef } from '../text/inscriptionRef';
import { annexedTitleAt, leadingEarlierTitle } from './annexedTitle';
import { labelledCodes } from '../extractors/shared';

/*
 * A copy with vigencia may transcribe, after the inscription in force, the earlier one it cancelled
 * (reading/annexedTitle.ts). When its certification names that earlier inscription too ("certifica
 * que las copias que siguen son fieles…: (1) la inscripción de fojas … VIGENTE…; y (2) la
 * inscripción anterior de fojas … CANCELADA"), the office certifies its copy as well: it is an
 * entry of the history of its own, under the certificate's date and code. So it is when the
 * certificate covers both transcriptions without naming the earlier one's reference: its title
 * announces them ("con transcripción de la inscripción vigente y de la inscripción anterior
 * cancelada") or its closing sentence certifies them together ("se otorga el presente certificado
 * con las transcripciones que anteceden"); the annex is then the earlier title the current entry
 * cites. An annex the certification does not cover ("CERTIFICO que la inscripción transcrita se
 * encuentra vigente. ANEXO…") stays the earlier title the current entry points at. A copy may
 * also transcribe the cancelled inscription first and the current one after it, under headings
 * ("I.- INSCRIPCIÓN ANTERIOR (CANCELADA)" … "II.- INSCRIPCIÓN VIGENTE"), certifying both at its
 * end: the first transcription is then the entry, read alone.
 */

/** A certification's verb: "certifico", "se certifica", "certifica:". */
const CERTIFIES = /\bcertific\p{L}*/giu;
/** How far after its verb a certification still names an inscription, in one sentence. */
const CERTIFICATION_REACH = 500;
/** A sentence's end inside the certification (a period before a space or a dash). */
const SENTENCE_END = /\.(?:\s|-)/u;
const SENTENCE_ENDS = new RegExp(SENTENCE_END.source, 'gu');

type Ref = Pick<ReadRef, 'fojas' | 'numero' | 'ano'>;

/**
 * Words by which the certificate covers the transcriptions together: a title announcing the
 * current and the earlier one, or a certification of the copies in the plural ("las
 * transcripciones que anteceden", "las copias precedentes", "ambas inscripciones transcritas").
 */
const COVERS_BOTH = new RegExp(
  String.raw`\btranscripci[óo]n(?:es)?\s+de\s+(?:la\s+)?inscripci[óo]n\s+vigente\s+y\s+(?:de\s+)?(?:la\s+)?(?:inscripci[óo]n\s+)?(?:anterior|precedente|cancelada)\b` +
    String.raw`|\b(?:las|ambas)\s+(?:transcripciones|copias|inscripciones)\s+(?:transcritas\s+)?(?:que\s+(?:anteceden|preceden)|precedentes|que\s+se\s+acompa[ñn]an|transcritas)\b` +
    // "Se transcriben a continuación la inscripción especial de herencia y la inscripción del
    // causante que le sirve de antecedente": the current one and the earlier one, both announced
    // (the "y" glued to the word before it on a worn copy: "herenciay la inscripción").
    String.raw`|\bse\s+transcriben\b[^.;]{0,160}?\binscripci[óo]n\b[^.;]{0,80}?y\s+(?:la\s+)?inscripci[óo]n\b[^.;]{0,80}?\b(?:antecedente|anterior|precedente)\b`,
  'iu',
);

/**
 * The same announcement in the singular or as copies added ("Se transcribe a continuación la
 * referida inscripción y la inscripción anterior …", "Se agregan copia de dicha inscripción y
 * transcripción de la inscripción de fojas …, que le sirve de antecedente"): it covers both only
 * for the heirs' inscription of an inheritance, made on the causante's title, which the
 * certificate then gives as the chain's entry before it; a sale's copy transcribing its earlier
 * title this way only shows the title it cites.
 */
const COVERS_CAUSANTE_TITLE =
  /\bse\s+(?:transcriben?|agregan?|acompa[ñn]an?)\b[^.;]{0,160}?\b(?:inscripci[óo]n|copia)\b[^.;]{0,80}?y\s+(?:la\s+)?(?:(?:transcripci[óo]n|copia)\s+de\s+(?:la\s+)?)?inscripci[óo]n\b[^.;]{0,120}?\b(?:antecedente|anterior|precedente)\b/iu;

const sameRef = (a: Ref, b: Ref) =>
  a.fojas === b.fojas && a.numero === b.numero && (a.ano === null || b.ano === null || a.ano === b.ano);

/**
 * The certification's next sentence announcing the earlier inscription's transcription by its
 * reference ("Se transcribe además la inscripción anterior de fojas 905 número 1011 del año 2013,
 * hoy cancelada", "A petición del requirente se copia también la inscripción anterior, de fojas
 * …"): the office names the copy it adds, as when its verb names it.
 */
const ANNOUNCES_EARLIER =
  /\bse\s+(?:transcriben?|agregan?|acompa[ñn]an?|copian?)\s+(?:(?:adem[áa]s|tambi[ée]n|asimismo)\s+)?(?:copia\s+de\s+)?la\s+inscripci[óo]n\s+anterior\s*,?\s*$/iu;

/** The references a certification names, before `end`: in the sentence of its verb. */
function certifiedRefs(text: string, end: number): ReadRef[] {
  const refs = readRefs(text).filter((ref) => ref.index < end && ref.fojas !== null);
  return refs.filter(
    (ref) =>
      [...text.slice(0, ref.index).matchAll(CERTIFIES)].some((verb) => {
        const between = text.slice(verb.index, ref.index);
        return between.length <= CERTIFICATION_REACH && !SENTENCE_END.test(between);
      }) || ANNOUNCES_EARLIER.test(sentenceBefore(text, ref.index)),
  );
}

/** The words of the sentence before `at`, up to it ("… vigente. Se transcribe la inscripción anterior de"). */
function sentenceBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - CERTIFICATION_REACH), at);
  const stops = [...before.matchAll(SENTENCE_ENDS)];
  const start = stops.length > 0 ? (stops.at(-1)?.index ?? 0) + 1 : 0;
  return before.slice(start).replace(/\s+de\s*$/u, '');
}

/**
 * The earlier inscription a copy transcribes after the current one, read as its own copy, when
 * the certification names it; null otherwise. Its reference is the one the certification names
 * as printed in the annex; it carries the certificate's issue date and verification code (one
 * certificate for both), with their provenance.
 */
export function certifiedAnnexedCopy(
  document: DocumentText,
  current: Extraction<InscriptionData>,
): Extraction<InscriptionData> | null {
  const span = annexSpan(document.text);
  const normalizedSpan = annexSpan(document.normalized.text);
  if (span === null || normalizedSpan === null) return null;
  const [annexAt, annexEnd] = span;
  const [normalizedAnnexAt, normalizedAnnexEnd] = normalizedSpan;
  // A certification printed after both transcriptions names them anywhere before its end: after
  // a leading one, or on the page closing an annex ("CERTIFICO: que las inscripciones de fojas …
  // y de fojas …, esta última transcrita por citarse como título anterior, que anteceden…").
  const certifiedBefore = document.normalized.text.length;
  const certified = certifiedRefs(document.normalized.text, certifiedBefore).filter(
    (ref) => !sameRef(ref, current.value.entry),
  );
  const selfCertified = SELF_CERTIFIED_COPY.test(
    document.normalized.text.slice(normalizedAnnexAt, normalizedAnnexEnd),
  );
  const cited = coveredEarlierTitle(document, current) ?? (selfCertified ? citedTitle(current) : null);
  const named: Ref[] = certified.length > 0 ? certified : cited ? [cited] : [];
  if (named.length === 0) return null;
  // The annex alone: what comes before it blanked, offsets kept so provenance points at its page.
  const text =
    ' '.repeat(annexAt) +
    document.text.slice(annexAt, annexEnd) +
    document.text.slice(annexEnd).replace(/[^\n]/g, ' ');
  const annexDocument = { ...document, text, normalized: normalize(text) };
  const annex = extractInscription(annexDocument, { annexed: true });
  if (annex.value.entry.propietarios.length === 0) return null;
  // The reference as the annex prints it; else as the certification names it, of the year the
  // annex was inscribed in (an inscription's year is the year it was made).
  const year = annex.value.entry.fecha_registro?.slice(0, 4);
  // Not a certification's reference of another year printed within the annex's span (the current
  // inscription's, when the copy's heading left its own unread): the annex was inscribed in its year.
  const printed = readRefs(annexDocument.normalized.text).find(
    (ref) =>
      ref.index >= normalizedAnnexAt &&
      ref.index < normalizedAnnexEnd &&
      named.some((name) => sameRef(name, ref)) &&
      (year === undefined || ref.ano === null || ref.ano === Number(year)),
  );
  const own = printed ?? certified.find((ref) => year !== undefined && ref.ano === Number(year));
  if (!own) return null;
  const namedRef = named.find((ref) => sameRef(ref, own));
  const record = new ProvenanceRecorder(printed ? annexDocument : document);
  const parts = refParts(own);
  for (const key of REF_PARTS) record.normalizedIn(key, own.index, own.text.length, [parts[key]]);

  // A transcription certified on its own keeps the code printed under it: the last one printed,
  // when it differs from the current copy's.
  const ownCode = selfCertified ? (labelledCodes(document.raw).at(-1) ?? null) : null;
  const ownIssue = ownCode !== null && ownCode.value !== current.value.entry.codigo_verificacion;
  if (ownCode && ownIssue) record.raw('codigo_verificacion', ownCode.index, ownCode.value.length);
  const { fecha_emision } = current.value.entry;
  const codigo_verificacion = ownCode && ownIssue ? ownCode.value : current.value.entry.codigo_verificacion;
  return {
    ...annex,
    value: {
      ...annex.value,
      entry: {
        ...annex.value.entry,
        ...inscriptionFields({ ...own, ano: own.ano ?? namedRef?.ano ?? null }),
        fecha_emision,
        codigo_verificacion,
      },
    },
    provenance: {
      ...annex.provenance,
      ...Object.fromEntries(
        Object.entries(current.provenance).filter(
          ([path]) => path === 'fecha_emision' || (path === 'codigo_verificacion' && !ownIssue),
        ),
      ),
      ...record.entries,
    },
  };
}

/**
 * Where the earlier inscription's transcription starts and ends: an annex after the current one
 * runs to the end; one transcribed first ends at the current one's heading.
 */
function annexSpan(text: string): [number, number] | null {
  const after = annexedTitleAt(text);
  if (after !== null) return [after, text.length];
  const first = leadingEarlierTitle(text);
  return first ? [first.start, first.end] : null;
}

/**
 * The annexed transcription's own certification of it as a copy ("Certifico que la presente es
 * copia fiel de su original", "La presente copia es fiel a su original"): the office certifies the
 * earlier inscription's copy itself, an entry of the history of its own. So do a certification
 * printed after it of the copy that precedes it ("CERTIFICO: que la copia precedente es fiel a su
 * original y que la inscripción de fojas … se encuentra vigente"): the copy holds both; and the
 * sentence opening on it under the annex ("ES COPIA FIEL DE SU ORIGINAL.- Valparaíso, …"), not
 * prose's "… que es copia fiel" inside a sentence.
 */
const SELF_CERTIFIED_COPY =
  /\b(?:certific\p{L}*\s+que\s+)?(?:la\s+)?presente\s+(?:es\s+)?copia\s+(?:es\s+)?(?:fiel|conforme|autorizada)\b|\b(?:la\s+)?copia\s+(?:precedente|que\s+antecede)\s+es\s+(?:fiel|conforme)\b|(?<![\p{L},]\s*)\bes\s+copia\s+fiel\s+(?:de|a)\s+su\s+original\b/iu;

/**
 * The earlier title the current entry cites, when the certificate covers both transcriptions
 * without naming it (`COVERS_BOTH`); null otherwise.
 */
function coveredEarlierTitle(document: DocumentText, current: Extraction<InscriptionData>): Ref | null {
  const text = document.normalized.text;
  const inheritance = current.value.acquisition === 'herencia';
  if (!COVERS_BOTH.test(text) && !(inheritance && COVERS_CAUSANTE_TITLE.test(text))) return null;
  return citedTitle(current);
}

/** The earlier title the current entry cites by its reference; null when it cites none whole. */
function citedTitle(current: Extraction<InscriptionData>): Ref | null {
  const { fojas_anterior, numero_anterior, ano_anterior } = current.value.entry;
  return fojas_anterior === null || numero_anterior === null
    ? null
    : { fojas: fojas_anterior, numero: numero_anterior, ano: ano_anterior };
}
