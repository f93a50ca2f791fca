/**
 * `PJE LOS COPIHUES 8841, La Cisterna` → `pje-los-copihues-8841-la-cisterna`: a text as part of a
 * file name safe on every system and in every header. Accents and ñ folded, anything but ASCII
 * letters and digits a hyphen, at most `max` characters, cut after a whole word when one fits.
 */
export function fileSlug(text: string, max: number): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : slug.slice(0, max)).replace(/-+$/, '');
}
