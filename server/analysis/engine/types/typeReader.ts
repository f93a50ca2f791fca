import type { ReportFacts } from '../../../../common/findings/facts';
import type { DocumentText } from '../document';
import type { Extraction } from '../extractors/types';
import { extractInscription } from '../extractors/inscription';
import { familyHomeFacts } from '../facts/familyHomeFacts';
import { inscriptionFacts } from '../facts/inscriptionFacts';
import { textSource } from '../facts/source';

/** How the engine reads one document type, and what the value it reads gives the report. */
export interface TypeReader<V> {
  read: (document: DocumentText) => Extraction<V>;
  /** The document's issue date, for the age of certificates (null for deeds). */
  issued: (value: V) => string | null;
  /** Who issued it, as the deliverable's list of documents names it; null when not read. */
  issuer: (value: V) => string | null;
  /** The item the document adds to its certificate list (types the registry sends to one). */
  item?: (value: V) => object;
  /** What the legal rules need beyond the report (common/findings/facts.ts). */
  facts?: (value: V, document: DocumentText) => Partial<ReportFacts>;
}

/** A type's reader: the value type comes from the extractor and types the other functions. */
export const reader = <V, Rest extends Omit<TypeReader<V>, 'read'>>(
  read: TypeReader<V>['read'],
  rest: Rest,
): { read: TypeReader<V>['read'] } & Rest => ({ read, ...rest });

/** The head of a certificate whose facts have no field of their own to point at. */
export const head = (document: DocumentText) =>
  textSource(document, 0, Math.min(document.text.length, 200), 0.8);

/** A registry office by the name it signs with; null when the office was not read. */
export const conservador = (office: string | null) =>
  office ? `Conservador de Bienes Raíces de ${office}` : null;
export const REGISTRO_CIVIL_ISSUER = () => 'Servicio de Registro Civil e Identificación';

/** The reader of an inscription copy, current (certified in force) or earlier. */
export const inscription = (certifiedVigente: boolean) =>
  reader(extractInscription, {
    issued: (value) => value.entry.fecha_emision,
    issuer: (value) => conservador(value.entry.conservador),
    facts: (value, document) => ({
      inscriptions: [inscriptionFacts(document.file, value, certifiedVigente)],
      familyHomes: familyHomeFacts(document, value.entry),
    }),
  });
