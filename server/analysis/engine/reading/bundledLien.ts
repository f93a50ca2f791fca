import type { DocumentText } from '../document';
import type { GpCertificate } from '../../../../common/report/schema';
import { extractGpCertificate } from '../extractors/gpCertificate';
import type { Extraction } from '../extractors/types';
import { lienCertificateAfterCopy } from './bundleSections';

/*
 * A bundle printing a copy of the inscription and, after it, the lien certificate on it, in one
 * run of pages (reading/bundleSections.ts): the lien certificate is read from its own lines, so it
 * takes neither the copy's code nor a reference the copy prints under a heading the bundle's index
 * names ("(3) Bien familiar" over "Fs. 1204 · N° 987 · 2021"). What the bundle prints once for
 * all its certificates (the issue date on its cover, the office signing it) the certificate keeps
 * from the whole document when its own lines do not give it.
 */

/** Fields a bundle may print once for all its certificates. */
const SHARED = ['fecha_emision', 'conservador'] as const;

/** The lien certificate a document holds, read from its own lines when a copy precedes it. */
export function extractBundledLien(document: DocumentText): Extraction<GpCertificate> {
  const section = lienCertificateAfterCopy(document);
  if (!section) return extractGpCertificate(document);
  const own = extractGpCertificate(section);
  // The whole document is read only when the section leaves a shared field unread.
  let whole: Extraction<GpCertificate> | null = null;
  const value = { ...own.value };
  const provenance = { ...own.provenance };
  for (const key of SHARED) {
    if (value[key] !== null) continue;
    whole ??= extractGpCertificate(document);
    const source = whole.provenance[key];
    if (whole.value[key] === null || !source) continue;
    value[key] = whole.value[key];
    provenance[key] = source;
  }
  // Each lien is kept in the office that issues the certificate.
  const office = <T extends { conservador: string | null }>(liens: T[]): T[] =>
    liens.map((lien) => ({ ...lien, conservador: lien.conservador ?? value.conservador }));
  return {
    ...own,
    value: { ...value, gravamenes: office(value.gravamenes), prohibiciones: office(value.prohibiciones) },
    provenance,
  };
}
