import {
  loadHouseDossiers,
  loadHouseStyles,
  type CbrStyle,
  type HouseStyle,
} from '../../tests/support/fixtureSets';
import { analyzeHouseDossier, scoreFindings } from '../../tests/support/houseDossierRun';
import { runHouseStyle } from '../../tests/support/houseStyleRun';
import { scoreCbrStyles } from './cbrStyles';

/*
 * The house-style certificates (tests/fixtures/houseStyles) scored like the corpus: values and
 * doubts right per document type, document types right, and the legal findings of the held-out
 * dossiers (tests/fixtures/findingDossiers/D) from the engine's own reading. Batches D and F were
 * written before the readers were changed for them; their figures then are in
 * tests/fixtures/README.md.
 */

const batch = <T extends { batch: string }>(styles: readonly T[], ...names: string[]) =>
  styles.filter((style) => names.includes(style.batch));

interface Ratio {
  ok: number;
  n: number;
}

export interface HouseStyleScore {
  fields: Ratio;
  types: Ratio;
  byType: Record<string, Ratio>;
  misses: string[];
}

function scoreStyles(styles: readonly HouseStyle[]): HouseStyleScore {
  const score: HouseStyleScore = { fields: { ok: 0, n: 0 }, types: { ok: 0, n: 0 }, byType: {}, misses: [] };
  for (const style of styles) {
    const result = runHouseStyle(style);
    const tally = (score.byType[style.type] ??= { ok: 0, n: 0 });
    score.types.n++;
    if (result.typeRight) score.types.ok++;
    else score.misses.push(`${style.name}: type ${result.predictedType}, expected ${style.type}`);
    const checks = [
      ...result.fields.map((field) => ({
        right: field.right,
        miss: `${field.path}: ${JSON.stringify(field.actual)}, expected ${JSON.stringify(field.expected)}`,
      })),
      ...result.checks.map((check) => ({ right: check.right, miss: `no ${check.what}` })),
    ];
    for (const check of checks) {
      score.fields.n++;
      tally.n++;
      if (!check.right) {
        score.misses.push(`${style.name}: ${check.miss}`);
        continue;
      }
      score.fields.ok++;
      tally.ok++;
    }
  }
  return score;
}

const pct = ({ ok, n }: Ratio) => `${((100 * ok) / (n || 1)).toFixed(1)}%`;

/** Summary rows `[set, fields, score, document types]` for the eval's side-by-side table. */
export function evaluateHouseStyles(verbose: boolean): [string, string, string, string][] {
  const { reading, cbr } = loadHouseStyles();
  const rows: [string, string, string, string][] = [];
  for (const [name, styles] of [
    ['house styles A–C', batch(reading, 'A', 'B', 'C')],
    ['house styles D', batch(reading, 'D')],
    ['house styles E', batch(reading, 'E')],
  ] as const) {
    const score = scoreStyles(styles);
    console.log(`\n${name.toUpperCase()}: values right ${score.fields.ok}/${score.fields.n}`);
    for (const [type, ratio] of Object.entries(score.byType).sort())
      console.log(`  ${type.padEnd(36)} ${`${ratio.ok}/${ratio.n}`.padStart(7)}  ${pct(ratio)}`);
    if (verbose) for (const miss of score.misses) console.log(`  - ${miss}`);
    rows.push([
      name,
      `${score.fields.ok}/${score.fields.n}`,
      `right ${pct(score.fields)}`,
      `${score.types.ok}/${score.types.n}`,
    ]);
  }
  rows.push(batchF(batch(reading, 'F'), batch(cbr, 'F'), verbose));
  const tally = { tp: 0, fp: 0, fn: 0 };
  console.log('\nHELD-OUT DOSSIERS D, findings from the engine’s own reading');
  for (const dossier of loadHouseDossiers('D')) {
    const score = scoreFindings(dossier, analyzeHouseDossier(dossier));
    tally.tp += score.tp;
    tally.fp += score.fp;
    tally.fn += score.fn;
    console.log(
      `  ${dossier.id.split(':')[0]}: ${score.tp} right, ${score.fp} unexpected, ${score.fn} missed`,
    );
    if (verbose) for (const miss of score.misses) console.log(`    - ${miss}`);
  }
  const precision = pct({ ok: tally.tp, n: tally.tp + tally.fp });
  const recall = pct({ ok: tally.tp, n: tally.tp + tally.fn });
  rows.push(['findings D', String(tally.tp + tally.fn), `P ${precision} R ${recall}`, '']);
  return rows;
}

/** Batch F: CBR certificates scored like the CBR styles, the others like the house styles. */
function batchF(
  styles: readonly HouseStyle[],
  cbrF: readonly CbrStyle[],
  verbose: boolean,
): [string, string, string, string] {
  const scored = scoreCbrStyles(cbrF);
  const others = scoreStyles(styles);
  const ok = scored.right + others.fields.ok;
  const n = scored.fields + others.fields.n;
  console.log(
    `\nHELD-OUT BATCH F: CBR ${scored.right}/${scored.fields} (types ${scored.types}/${cbrF.length}), others ${others.fields.ok}/${others.fields.n} (types ${others.types.ok}/${others.types.n})`,
  );
  if (verbose) for (const miss of [...scored.misses, ...others.misses]) console.log(`  - ${miss}`);
  return [
    'held-out F',
    `${ok}/${n}`,
    `right ${pct({ ok, n })}`,
    `${scored.types + others.types.ok}/${cbrF.length + others.types.n}`,
  ];
}
