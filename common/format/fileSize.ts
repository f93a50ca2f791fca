const BYTES_PER_MEGABYTE = 1024 * 1024;

const megabyteFormatter = new Intl.NumberFormat('es-CL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** File size for the upload list (SPEC §9, two decimals): `1,50 MB`. */
export function formatMegabytes(bytes: number): string {
  return `${megabyteFormatter.format(bytes / BYTES_PER_MEGABYTE)} MB`;
}
