import type { MarriageFacts } from '../../../../common/findings/facts';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentText } from '../document';
import type { MarriageData } from '../extractors/marriageCertificate';
import { findDates, parseDate } from '../text/dates';
import { textSource } from './source';

/** First date in the sentence that mentions the subinscription (the judgment or pact date). */
function dateNear(section: string, pattern: RegExp): string | null {
  const match = pattern.exec(section);
  if (!match) return null;
  const start = Math.max(0, section.lastIndexOf('.', match.index) + 1);
  const end = section.indexOf('.', match.index + match[0].length);
  return findDates(section.slice(start, end > 0 ? end : undefined))[0]?.iso ?? null;
}

/**
 * Subinscriptions of a marriage certificate (chilean-documents.md §10): a separation pact (at the
 * wedding or later, art. 1723 CC), divorce or annulment, with their dates, and the wedding date.
 */
export function marriageFacts(document: DocumentText, data: MarriageData): MarriageFacts {
  const { text } = document;
  const celebration = /FECHA\s+CELEBRACI[ÓO]N\s*:?\s*(\d{1,2}\s+(?:de\s+)?\p{L}+\s+(?:de\s+)?\d{4})/iu.exec(
    text,
  );
  const celebrada = celebration?.[1] ? parseDate(celebration[1]) : null;
  const sectionStart = text.search(/SUBINSCRIPCI/i);
  const section = sectionStart >= 0 ? text.slice(sectionStart) : '';
  const folded = foldAccents(section);
  const none = /no registra subinscripciones/.test(folded);
  const separation = /separacion\s+(total\s+)?de\s+bienes|participacion\s+en\s+los\s+gananciales/;
  const separacion = !none && separation.test(folded);
  const atWedding = /en el acto del matrimonio/.test(folded);
  const { marido, mujer } = data.certificate;
  return {
    file: document.file,
    spouses: [marido, mujer].map((spouse) => ({ nombre: spouse.nombre, rut: spouse.rut ?? null })),
    celebrada,
    separacion,
    separacionFecha: separacion
      ? atWedding
        ? celebrada
        : dateNear(section, /separaci[óo]n|gananciales/iu)
      : null,
    divorcio: !none && data.divorced,
    divorcioFecha: !none && data.divorced ? dateNear(section, /divorcio/iu) : null,
    nulidad: !none && /nulidad/.test(folded),
    source: sectionStart >= 0 ? textSource(document, sectionStart, Math.min(section.length, 300)) : null,
  };
}
