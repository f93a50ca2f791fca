import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Report } from '../../../../common/report/schema';

/*
 * A municipal certificate's area is "Urbano" by default when none of its words names one (the
 * extractor derives it). On a page OCR read poorly, the words that named it ("se emplaza en el área
 * rural") may be the ones it garbled: no word read is no evidence there, and the default is a guess.
 */

/** Paths of the derived areas on pages where another value was doubted for the page's OCR. */
export function defaultAreasOnPoorPages(
  report: Report,
  provenance: ProvenanceMap,
  ocrFiles: ReadonlySet<string>,
): string[] {
  const poor = Object.values(provenance).filter((source) => source.unsure?.includes('ocr_poor_page'));
  return (report.public_expropriation_certificates ?? []).flatMap((certificate, index) => {
    const path = `public_expropriation_certificates[${index}].tipo_vivienda`;
    const source = provenance[path];
    const guessed =
      certificate.tipo_vivienda !== null &&
      source?.derived === true &&
      ocrFiles.has(source.file) &&
      poor.some((other) => other.file === source.file && other.page === source.page);
    return guessed ? [path] : [];
  });
}
