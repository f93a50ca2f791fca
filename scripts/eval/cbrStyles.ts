import { runCbrStyle } from '../../tests/support/cbrStyleRun';
import { loadHouseStyles, type CbrStyle } from '../../tests/support/fixtureSets';

/** The sets written for issue #9; batch F's CBR certificates are scored with batch F. */
const CBR_SETS = ['cbr-inscriptions', 'cbr-liens', 'cbr-fresh'];

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
 * The made-up CBR certificates of issue #9 (dominio vigente, copies, GP, bundles in many offices'
 * wording), scored field by field like real-dev: fields right, certificates read without a miss,
 * document types right, and with --verbose every miss.
 */
export function evaluateCbrStyles(verbose: boolean): {
  right: number;
  fields: number;
  types: string;
} {
  const styles = loadHouseStyles().cbr.filter((style) => CBR_SETS.includes(style.batch));
  const { right, fields, perfect, types, misses } = scoreCbrStyles(styles);
  if (verbose) for (const miss of misses) console.log(`  ${miss}`);
  const summary = `${styles.length} certificates, ${perfect} without a miss; fields ${right}/${fields}; types ${types}/${styles.length}`;
  console.log(`\nCBR HOUSE STYLES (made up for #9): ${summary}`);
  return { right, fields, types: `${types}/${styles.length}` };
}
