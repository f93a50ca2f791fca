import { CBR_FRESH } from '../../server/analysis/engine/houseStyles/cbrFresh';
import { CBR_INSCRIPTIONS } from '../../server/analysis/engine/houseStyles/cbrInscriptions';
import { CBR_LIENS } from '../../server/analysis/engine/houseStyles/cbrLiens';
import { runCbrStyle } from '../../server/analysis/engine/houseStyles/cbrStyle';

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
  const styles = [...CBR_INSCRIPTIONS, ...CBR_LIENS, ...CBR_FRESH];
  const results = styles.map(runCbrStyle);
  const fields = results.flatMap((result) => result.fields);
  const right = fields.filter((field) => field.right).length;
  const perfect = results.filter((result) => result.fields.every((field) => field.right)).length;
  const types = results.filter(
    (result) => result.fields.find((field) => field.path === 'type')?.right,
  ).length;
  if (verbose)
    for (const result of results)
      for (const miss of result.fields.filter((field) => !field.right))
        console.log(
          `  ${result.name}: ${miss.path} ${JSON.stringify(miss.actual)}, expected ${JSON.stringify(miss.expected)}`,
        );
  const summary = `${styles.length} certificates, ${perfect} without a miss; fields ${right}/${fields.length}; types ${types}/${styles.length}`;
  console.log(`\nCBR HOUSE STYLES (made up for #9): ${summary}`);
  return { right, fields: fields.length, types: `${types}/${styles.length}` };
}
