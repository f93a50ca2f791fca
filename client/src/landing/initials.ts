/** Up to two letters for an avatar: first and last word of the name (`Ana María Pérez` → `AP`). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-CL'))
    .join('');
}
