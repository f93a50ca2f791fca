import type { PublicExpropriationCertificate } from '../../../../common/report/schema';
import type { AffectationType, VialType } from '../../../../common/vocabularies/expropriation';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { parseDate } from '../text/dates';
import { normalizeRol } from '../../../../common/rol';
import { findRuts } from '../text/rut';
import { cleanName, labelValue, leadingComuna, placeDates, verificationCode } from './shared';
import type { Extraction } from './types';

/** Words next to a ticked box (`[X] Ensanche`, `[ X ] SÍ`) in a section of a check-box form. */
function ticked(section: string): string[] {
  return [...section.matchAll(/\[\s*[xX✓]\s*\]\s*([^[\n]+)/g)].map((match) =>
    foldAccents(match[1] ?? '').trim(),
  );
}

function sectionAfter(raw: string, heading: RegExp, until: RegExp): string {
  const start = raw.search(heading);
  if (start < 0) return '';
  const rest = raw.slice(start);
  const end = rest.slice(1).search(until);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

function affectationType(boxes: string[]): AffectationType | null {
  if (boxes.some((box) => box.includes('solo terreno'))) return 'Afectación involucra sólo terreno';
  if (boxes.some((box) => box.includes('edificio'))) return 'Afectación involucra edificios';
  return null;
}

/** Reads a DOM certificado de afectación a utilidad pública (narrative or check-box form). */
export function extractMunicipalAffectation(
  document: DocumentText,
): Extraction<PublicExpropriationCertificate> {
  const record = new ProvenanceRecorder(document);
  const { raw, text } = document;
  const folded = foldAccents(text);

  const issuedLabel = labelValue(raw, /FECHA\s+EMISI[ÓO]N/i);
  const issued = issuedLabel ? parseDate(issuedLabel.value) : (placeDates(raw)[0]?.iso ?? null);
  const owner = labelValue(raw, /PROPIETARIO/);
  const narrativeOwner = /de\s+propiedad\s+de\s+(.+?),\s*R\.?U\.?[TN]\.?\s*:?\s*([\d.]+-[\dkK])/iu.exec(text);
  const ownerRut = labelValue(raw, /R\.U\.[TN]\./);
  const contribuyente = owner
    ? { nombre: cleanName(owner.value), rut: ownerRut ? (findRuts(ownerRut.value)[0]?.rut ?? null) : null }
    : narrativeOwner?.[1]
      ? { nombre: cleanName(narrativeOwner[1]), rut: findRuts(narrativeOwner[2] ?? '')[0]?.rut ?? null }
      : null;
  if (owner) record.raw('contribuyente', owner.index, owner.value.length);

  const rolLabel = labelValue(raw, /ROL\s+DE\s+AVAL[ÚU]O/i);
  const rol = rolLabel
    ? normalizeRol(rolLabel.value)
    : normalizeRol(/rol\s+de\s+aval[úu]o\s*N?[°º]?\s*([\d-]+)/iu.exec(text)?.[1] ?? '');
  const addressLabel = labelValue(raw, /^\s*DIRECCI[ÓO]N(?=\s*:)/m);
  const narrativeAddress = /inmueble\s+ubicado\s+en\s+(.+?),\s*Rol\s+de\s+Aval/iu.exec(text)?.[1];
  const comunaLabel = labelValue(raw, /^\s*COMUNA(?=\s*:)/m);
  const comunaNarrative = /comuna\s+de\s+([\p{L} ]+)/iu.exec(text)?.[1];
  const plano = /(?:PLANO\s*\/\s*LOTEO\s*N[°º]?\s*:?|plano\s+de\s+loteo\s+N[°º]?)\s*(\d+)/iu.exec(text);
  const rural = /\[\s*X\s*\]\s*RURAL|[áa]rea\s+rural/i.test(raw);

  const vial = sectionAfter(
    raw,
    /AFECTACI[ÓO]N\s+POR\s+VIALIDAD/i,
    /\n\s*\d+\.-|C[óo]digo\s+de\s+verificaci/i,
  );
  const park = sectionAfter(
    raw,
    /AFECTACI[ÓO]N\s+POR\s+(?:[ÁA]REAS\s+VERDES|PARQUE)/i,
    /\n\s*\d+\.-|C[óo]digo\s+de\s+verificaci/i,
  );
  const vialBoxes = ticked(vial);
  const parkBoxes = ticked(park);
  const vialAffected = vialBoxes.some((box) => /^si\b/.test(box));
  const parkAffected = parkBoxes.some((box) => /^si\b/.test(box));
  const generalBoxes = ticked(raw.slice(0, Math.max(0, raw.search(/AFECTACI[ÓO]N\s+POR/i))));
  const narrativeNo = /\bno\s+(?:se\s+encuentra|esta)\s+afect/.test(folded);
  const affected =
    generalBoxes.some((box) => /^si\s+esta\s+afecta/.test(box)) ||
    vialAffected ||
    parkAffected ||
    (!narrativeNo && /se\s+encuentra\s+afect/.test(folded));
  const vialType: VialType | null = vialBoxes.some((box) => box.startsWith('ensanche'))
    ? 'Ensanche'
    : vialBoxes.some((box) => box.startsWith('apertura'))
      ? 'Apertura'
      : null;
  const vias = /V[íi]a\(?s?\)?\s*:\s*([^\n]+)/i.exec(vial)?.[1]?.trim() ?? null;
  const code = verificationCode(raw);

  const notes: string[] = [];
  if (affected) {
    notes.push(
      `El certificado municipal informa afectación a utilidad pública${vialType ? ` por vialidad (${vialType.toLowerCase()}${vias ? `: ${vias}` : ''})` : ''}${parkAffected ? ' por áreas verdes o parques' : ''}.`,
    );
  }
  return {
    value: {
      fecha_emision: issued,
      contribuyente,
      rol_avaluo: rol,
      tipo_vivienda: rural ? 'Rural' : 'Urbano',
      direccion_propiedad: addressLabel?.value ?? narrativeAddress?.trim() ?? null,
      comuna_propiedad: comunaLabel
        ? leadingComuna(comunaLabel.value)
        : comunaNarrative
          ? leadingComuna(comunaNarrative)
          : null,
      codigo_verificacion: code?.value ?? null,
      plano: plano?.[1] ? Number(plano[1]) : null,
      objeto_expropiacion: affected,
      expropiacion_vial: vialAffected,
      tipo_expropiacion_vial: vialAffected ? vialType : null,
      vias_expropiacion_vial: vialAffected ? vias : null,
      tipo_afectacion_vial: vialAffected ? affectationType(vialBoxes) : null,
      expropiacion_por_parque: parkAffected,
      tipo_afectacion_por_parque: parkAffected ? affectationType(parkBoxes) : null,
    },
    provenance: record.entries,
    notes,
  };
}
