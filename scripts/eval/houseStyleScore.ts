import type { HouseStyle } from '../../server/analysis/engine/houseStyles/houseStyle';
import { runHouseStyle } from '../../server/analysis/engine/houseStyles/houseStyle';

/** Fields right and document types right over a set of house-style certificates, per type. */
export interface HouseStyleScore {
  fields: { ok: number; n: number };
  types: { ok: number; n: number };
  byType: Record<string, { ok: number; n: number }>;
  misses: string[];
}

export function scoreHouseStyles(styles: HouseStyle[]): HouseStyleScore {
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
      if (check.right) {
        score.fields.ok++;
        tally.ok++;
      } else score.misses.push(`${style.name}: ${check.miss}`);
    }
  }
  return score;
}
