const countFormatter = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });

/** A whole count with Chilean thousands dots: `20.000`. */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}
