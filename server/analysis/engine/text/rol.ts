/**
 * Rol de avalúo as `manzana-predio` without leading zeros: SII `04521 − 00087` → `4521-87`,
 * TGR `<comuna>-04521-087` → `4521-87`, `4521-87` unchanged. Null when the text holds no rol.
 */
export function normalizeRol(text: string): string | null {
  const compact = text.replace(/[−–‐]/g, '-').replace(/\s*-\s*/g, '-');
  const tgr = /\b\d{1,3}-(\d{5})-(\d{3})\b/.exec(compact);
  const plain = tgr ?? /\b(\d{1,5})-(\d{1,5})\b/.exec(compact);
  if (!plain?.[1] || !plain[2]) return null;
  return `${Number(plain[1])}-${Number(plain[2])}`;
}
