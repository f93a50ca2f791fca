import { runCbrStyle } from '../../tests/support/cbrStyleRun';
import { loadHouseStyles, type CbrStyle } from '../../tests/support/fixtureSets';

/**
 * The sets written for issue #9, and apart the real-style set of issue #18 (other offices' real
 * wording and extraction damage); batch F's CBR certificates are scored with batch F.
 */
const CBR_SETS = [
  {
    name: 'cbr styles',
    title: 'CBR HOUSE STYLES (made up for #9)',
    batches: ['cbr-inscriptions', 'cbr-liens', 'cbr-fresh'],
  },
  { name: 'cbr real3', title: 'CBR REAL-STYLE SET 3 (made up for #18)', batches: ['cbr-real3'] },
];

export interface CbrSetScore {
  name: string;
  right: number;
  fields: number;
  types: string;
}

export interface CbrStylesScore {
  right: number;
  fields: number;
  perfect: number;
  types: number;
  misses: string[];
}

/** Fields right, certificates read without a miss, document types right, and every miss. */
export function scoreCbrStyles(styles: readonly CbrStyle[]): CbrStylesScore {
  const results = styles.map(runCbrStyle);
  const fields = results.flatMap((result) => result.fields);
  return {
    right: fields.filter((field) => field.right).length,
    fields: fields.length,
    perfect: results.filter((result) => result.fields.every((field) => field.right)).length,
    types: results.filter((result) => result.fields.find((field) => field.path === 'type')?.right).length,
    misses: results.flatMap((result) =>
      result.fields
        .filter((field) => !field.right)
        .map(
          (miss) =>
            `${result.name}: ${miss.path} ${JSON.stringify(miss.actual)}, expected ${JSON.stringify(miss.expected)}`,
        ),
    ),
  };
}

/**
 * The made-up CBR certificates (dominio vigente, copies, GP, bundles in many offices' wording),
 * scored field by field like real-dev, set by set: fields right, certificates read without a
 * miss, document types right, and with --verbose every miss.
 */
export function evaluateCbrStyles(verbose: boolean): CbrSetScore[] {
  const all = loadHouseStyles().cbr;
  return CBR_SETS.map((set) => {
    const styles = all.filter((style) => set.batches.includes(style.batch));
    const { right, fields, perfect, types, misses } = scoreCbrStyles(styles);
    if (verbose) for (const miss of misses) console.log(`  ${miss}`);
    const summary = `${styles.length} certificates, ${perfect} without a miss; fields ${right}/${fields}; types ${types}/${styles.length}`;
    console.log(`\n${set.title}: ${summary}`);
    return { name: set.name, right, fields, types: `${types}/${styles.length}` };
  });
}
