import type { FamilyHomeFacts } from '../../../../common/findings/facts';
import type { GpCertificate } from '../../../../common/report/schema';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { CERTIFICATE_NUMBER } from '../reading/cbrSignals';
import { decisiveStatement, statementsAbout, type Statement } from '../text/statements';

/**
 * The title of a certificate of bien familiar issued apart from the GP ("Certificado especial de …"
 * too), its number perhaps between "certificado" and its subject ("CERTIFICADO N° 874/2026 - BIEN
 * FAMILIAR", "Certificado Nº 77-2026: Declaración de bien familiar").
 */
const FAMILY_HOME_TITLE = new RegExp(
  String.raw`certificados?\s*${CERTIFICATE_NUMBER}(?:especial(?:es)?\s*)?(?:de\s*)?(?:declaraci[oó]n\s+de\s+)?bien\s*familiar`,
);
/** The subject a certificate answers about: the declaration, whatever the office calls it. */
const SUBJECT =
  /(?:declaraci[oó]n\s+de\s+|declarad[oa]\s+(?:como\s+)?|afect[oa]\s+a\s+)?bien(?:es)?\s+familiar(?:es)?/;

/**
 * What a CBR certificate states about a declaration of bien familiar: "CONSTA" / "NO CONSTA", "no
 * se encuentra afecto a …", a form answer or a ticked box; null when it states nothing readable.
 */
export function familyHomeStatement(document: DocumentText): Statement | null {
  return decisiveStatement(statementsAbout(document.raw, SUBJECT, { ignore: FAMILY_HOME_TITLE }));
}

/** A certificate of bien familiar issued apart from the GP (its title says so). */
export function isFamilyHomeCertificate(document: DocumentText): boolean {
  return FAMILY_HOME_TITLE.test(document.raw.toLowerCase().replace(/\s+/g, ' '));
}

/**
 * Whether a declaration of bien familiar is noted at the margin of the property's inscription
 * (issue #18 item 1), from a certificate of bien familiar issued apart from the GP or a GP whose
 * heading or sections include it (both read as GP certificates, as the annotated real certificates
 * type them: the GP item keeps the inscription reviewed), or an inscription copy whose margin or
 * bundled certificate states it. The fact, beside the report, says what was found; the legal
 * rules give BIEN_FAMILIAR when it is noted.
 */
export function familyHomeFacts(
  document: DocumentText,
  gp: Pick<GpCertificate, 'fojas' | 'vuelta' | 'numero' | 'ano' | 'fecha_emision'>,
): FamilyHomeFacts[] {
  const statement = familyHomeStatement(document);
  if (!statement) return [];
  const record = new ProvenanceRecorder(document);
  record.raw('bien_familiar', statement.index, statement.length, 0.85);
  return [
    {
      file: document.file,
      fojas: gp.fojas,
      vuelta: gp.vuelta,
      numero: gp.numero,
      ano: gp.ano,
      declared: statement.affirmed,
      fecha_emision: gp.fecha_emision,
      source: record.entries.bien_familiar ?? null,
    },
  ];
}
