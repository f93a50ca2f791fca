import { emptyFacts, type ReportFacts } from '../../../../common/findings/facts';
import type { DocumentText } from '../document';
import type { ExtractedDocument } from '../extractDocument';
import { inscriptionFacts } from './inscriptionFacts';
import { marriageFacts } from './marriageFacts';
import { textSource } from './source';
import { taxAgreement } from './taxAgreement';

/** The issue date an extracted document carries, when its type has one. */
function issued(extracted: ExtractedDocument): string | null {
  switch (extracted.type) {
    case 'dominio_vigente':
    case 'titulo_anterior':
      return extracted.result.value.entry.fecha_emision;
    case 'escritura':
      return null;
    case 'matrimonio':
      return extracted.result.value.certificate.fecha_emision;
    default:
      return extracted.result.value.fecha_emision;
  }
}

/**
 * Facts one classified document gives beyond the report (see common/findings/facts.ts), read from
 * its extraction and, where the extraction keeps no trace, from its text.
 */
export function documentFacts(extracted: ExtractedDocument, document: DocumentText): ReportFacts {
  const facts = emptyFacts();
  const file = document.file;
  facts.documents.push({ file, type: extracted.type, fecha_emision: issued(extracted) });
  const whole = () => textSource(document, 0, Math.min(document.text.length, 200), 0.8);
  switch (extracted.type) {
    case 'dominio_vigente':
    case 'titulo_anterior':
      facts.inscriptions.push(
        inscriptionFacts(file, extracted.result.value, extracted.type === 'dominio_vigente'),
      );
      break;
    case 'deuda_tgr': {
      const agreement = taxAgreement(document, extracted.result.value);
      if (agreement) facts.taxAgreements.push(agreement);
      break;
    }
    case 'no_deuda_aseo': {
      const { rol_avaluo, debt, fecha_emision } = extracted.result.value;
      facts.aseo.push({ file, rol_avaluo, debt, fecha_emision, source: whole() });
      break;
    }
    case 'sociedad': {
      const { name, rut, vigente, fecha_emision } = extracted.result.value;
      facts.companies.push({ file, nombre: name, rut, vigente, fecha_emision, source: whole() });
      break;
    }
    case 'matrimonio':
      facts.marriages.push(marriageFacts(document, extracted.result.value));
      break;
    case 'no_matrimonio': {
      const { person, single, fecha_emision } = extracted.result.value;
      facts.noMarriages.push({ file, nombre: person.nombre, rut: person.rut ?? null, single, fecha_emision });
      break;
    }
    default:
      break;
  }
  return facts;
}
