/*
 * Render times of the downloadable report (issue 5): median of several runs after a warm-up,
 * for a typical report (corpus case dev-02) and a 200-entry one. Target: ≤ 0.5 s typical.
 * Run: npx tsx scripts/bench-render.ts [runs]
 * CPU time is printed next to wall time: on a busy machine the wall time mostly measures the wait.
 */
import type { Report } from '../common/report/schema';
import { renderReport, REPORT_FORMATS } from '../server/render/renderReport';
import { largeReport, sampleMeta, typicalReport } from '../tests/factories/deliverables';

const WARM_UP_RUNS = 2;
const runs = Math.max(1, Number(process.argv[2] ?? 7));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function bench(label: string, report: Report, times: number): Promise<void> {
  for (const format of REPORT_FORMATS) {
    let size = 0;
    for (let run = 0; run < WARM_UP_RUNS; run++) await renderReport(report, sampleMeta(), format);
    const durations: number[] = [];
    const cpuTimes: number[] = [];
    for (let run = 0; run < times; run++) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      size = (await renderReport(report, sampleMeta(), format)).buffer.length;
      const cpu = process.cpuUsage(cpuStart);
      durations.push(performance.now() - start);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
    const kib = (size / 1024).toFixed(0);
    console.log(
      `${label.padEnd(24)} ${format.padEnd(5)} median ${median(durations).toFixed(0).padStart(6)} ms` +
        ` (CPU ${median(cpuTimes).toFixed(0)} ms; min ${Math.min(...durations).toFixed(0)},` +
        ` max ${Math.max(...durations).toFixed(0)}; ${times} runs, ${kib} KiB)`,
    );
  }
}

await bench('typical (dev-02)', typicalReport(), runs);
await bench('200 entries + 200 liens', largeReport(), Math.max(1, Math.ceil(runs / 3)));
