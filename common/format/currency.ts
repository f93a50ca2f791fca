import { NOT_INFORMED } from './fields';

/** CLP has no minor unit, so amounts round to whole pesos. */
const clpFormatter = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  maximumFractionDigits: 0,
});

/** `$123.456.789`; negatives as the Chilean locale writes them, `$-1.501`. */
export function formatCLP(amount: number): string {
  // Adding 0 turns -0 (e.g. from rounding -0.4) into 0, which would otherwise print as `$-0`.
  return clpFormatter.format(Math.round(amount) + 0);
}

/** `$1.501`, or 'No informado' for an amount the documents do not give. */
export function formatAmount(amount: number | null | undefined): string {
  return amount == null ? NOT_INFORMED : formatCLP(amount);
}
