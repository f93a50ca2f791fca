/*
 * Rol de avalúo, the SII's id of a property (chilean-documents.md §0.5): `manzana-predio`, printed
 * zero-padded by the SII (`04521 − 00087`) and with the comuna code first by the TGR
 * (`117-04521-087`). Compared and stored without padding: `4521-87`.
 */

const TGR_ROL = /\b\d{1,3}-(\d{5})-(\d{3})\b/g;
const PLAIN_ROL = /\b(\d{1,5})-(\d{1,5})\b/g;

/** Dashes and minus signs as `-`, with no spaces around them. */
function compact(text: string): string {
  return text.replace(/[−–‐]/g, '-').replace(/\s*-\s*/g, '-');
}

const unpadded = (manzana: string, predio: string) => `${Number(manzana)}-${Number(predio)}`;

/**
 * Rol de avalúo as `manzana-predio` without leading zeros: SII `04521 − 00087` → `4521-87`,
 * TGR `<comuna>-04521-087` → `4521-87`, `4521-87` unchanged. Null when the text holds no rol.
 */
export function normalizeRol(text: string): string | null {
  return rolesIn(text)[0] ?? null;
}

/**
 * Every rol a text names, normalised and without repeats: an inscription may list the
 * departamento's, the estacionamiento's and the bodega's ("Rol 4521-87, 4521-120 y 4521-305").
 */
export function rolesIn(text: string): string[] {
  const value = compact(text);
  const tgr = [...value.matchAll(TGR_ROL)];
  const matches = tgr.length > 0 ? tgr : [...value.matchAll(PLAIN_ROL)];
  return [...new Set(matches.map(([, manzana = '', predio = '']) => unpadded(manzana, predio)))];
}
