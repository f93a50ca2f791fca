import type { DocumentText } from '../document';
import type { Extraction } from '../extractors/types';
import { extractInscription, type InscriptionData } from '../extractors/inscription';
import { normalize } from './normalize';
import { ProvenanceRecorder } from '../provenance';
import { inscriptionFields, readRefs, refParts, REF_PARTS, type ReadRef } from '../text/inscriptionRef';
import { annexedTitleAt } from './annexedTitle';

/*
 * A copy with vigencia may transcribe, after the inscription in force, the earlier one it cancelled
 * (reading/annexedTitle.ts). When its certification names that earlier inscription too ("certifica
 * que las copias que siguen son fieles…: (1) la inscripción de fojas … VIGENTE…; y (2) la
 * inscripción anterior de fojas … CANCELADA"), the office certifies its copy as well: it is an
 * entry of the history of its own, under the certificate's date and code. An annex the
 * certification does not name stays the earlier title the current entry points at.
 */

/** A certification's verb: "certifico", "se certifica", "certifica:". */
const CERTIFIES = /\bcertific\p{L}*/giu;
/** How far after its verb a certification still names an inscription, in one sentence. */
const CERTIFICATION_REACH = 500;
/** A sentence's end inside the certification (a period before a space or a dash). */
const SENTENCE_END = /\.(?:\s|-)/u;

type Ref = Pick<ReadRef, 'fojas' | 'numero' | 'ano'>;

const sameRef = (a: Ref, b: Ref) =>
  a.fojas === b.fojas && a.numero === b.numero && (a.ano === null || b.ano === null || a.ano === b.ano);

/** The references a certification names, before `end`: in the sentence of its verb. */
function certifiedRefs(text: string, end: number): ReadRef[] {
  const refs = readRefs(text).filter((ref) => ref.index < end && ref.fojas !== null);
  return refs.filter((ref) =>
    [...text.slice(0, ref.index).matchAll(CERTIFIES)].some((verb) => {
      const between = text.slice(verb.index, ref.index);
      return between.length <= CERTIFICATION_REACH && !SENTENCE_END.test(between);
    }),
  );
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
  const annexAt = annexedTitleAt(document.text);
  const normalizedAnnexAt = annexedTitleAt(document.normalized.text);
  if (annexAt === null || normalizedAnnexAt === null) return null;
  const named = certifiedRefs(document.normalized.text, normalizedAnnexAt).filter(
    (ref) => !sameRef(ref, current.value.entry),
  );
  if (named.length === 0) return null;
  // The annex alone: what comes before it blanked, offsets kept so provenance points at its page.
  const text = ' '.repeat(annexAt) + document.text.slice(annexAt);
  const annexDocument = { ...document, text, normalized: normalize(text) };
  const annex = extractInscription(annexDocument);
  if (annex.value.entry.propietarios.length === 0) return null;
  // The reference as the annex prints it; else as the certification names it, of the year the
  // annex was inscribed in (an inscription's year is the year it was made).
  const printed = readRefs(annexDocument.normalized.text).find(
    (ref) => ref.index >= normalizedAnnexAt && named.some((certified) => sameRef(certified, ref)),
  );
  const year = annex.value.entry.fecha_registro?.slice(0, 4);
  const certified = printed
    ? named.find((ref) => sameRef(ref, printed))
    : named.find((ref) => year !== undefined && ref.ano === Number(year));
  const own = printed ?? certified;
  if (!own) return null;
  const record = new ProvenanceRecorder(printed ? annexDocument : document);
  const parts = refParts(own);
  for (const key of REF_PARTS) record.normalizedIn(key, own.index, own.text.length, [parts[key]]);
  const inherited = Object.fromEntries(
    Object.entries(current.provenance).filter(
      ([path]) => path === 'fecha_emision' || path === 'codigo_verificacion',
    ),
  );
  const { fecha_emision, codigo_verificacion } = current.value.entry;
  return {
    ...annex,
    value: {
      ...annex.value,
      entry: {
        ...annex.value.entry,
        ...inscriptionFields({ ...own, ano: own.ano ?? certified?.ano ?? null }),
        fecha_emision,
        codigo_verificacion,
      },
    },
    provenance: { ...annex.provenance, ...record.entries, ...inherited },
  };
}
