import type { MarriageFacts } from '../../../../common/findings/facts';
import type { DocumentText } from '../document';
import type { MarriageData } from '../extractors/marriageCertificate';
import { ProvenanceRecorder } from '../provenance';

/**
 * The facts of a marriage certificate (chilean-documents.md §10) as its reader found them: the
 * wedding date and the subinscriptions that decide the regime and whether it still binds.
 */
export function marriageFacts(document: DocumentText, data: MarriageData): MarriageFacts {
  const { certificate, celebrada, separation, divorce, annulment } = data;
  const first = [separation, divorce, annulment].find((item) => item !== null) ?? null;
  const recorder = new ProvenanceRecorder(document);
  if (first) recorder.raw('subinscripcion', first.index, 120, 0.85);
  return {
    file: document.file,
    spouses: [certificate.marido, certificate.mujer].map((spouse) => ({
      nombre: spouse.nombre,
      rut: spouse.rut ?? null,
    })),
    celebrada,
    separacion: separation !== null,
    separacionFecha: separation?.date ?? null,
    divorcio: divorce !== null,
    divorcioFecha: divorce?.date ?? null,
    nulidad: annulment !== null,
    source: recorder.entries.subinscripcion ?? null,
  };
}
