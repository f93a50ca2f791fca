/*
 * npm run bench (list part): the dashboard list against a real PocketBase, as the client calls it
 * (`listReports`: one request, list columns only). Prints the list latency of a user with small
 * reports before and after a 19 MB report exists, 200 concurrent lists of the heavy user against
 * another user's list, and a user with 1,000 reports listing, searching and sorting them.
 * Target (#11, #12): ≤ 1.5 s for 1,000 reports; the same cost with a 19 MB report present.
 * Figures only.
 */
import { listReports } from '../client/src/dashboard/reportList';
import { report } from '../tests/factories/findings';
import type { Report } from '../common/report/schema';
import { createListedReport, heavyAnalysis } from '../tests/factories/reports';
import { createUser, type TestUser } from '../tests/factories/users';
import { startTestPocketBase } from '../tests/support/pocketbaseHarness';
import { signInService } from '../tests/support/serviceSuperuser';

const RUNS = 7;
const CONCURRENT_LISTS = 200;
const MANY_REPORTS = 1000;
const COMUNAS = ['Ñuñoa', 'Providencia', 'Las Condes', 'Maipú', 'La Florida', 'Puente Alto', 'Santiago'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function medianOf(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push((await timed(work)).ms);
  return median(times);
}

/** A report of its own per index: another comuna, rol, owner and name. */
function variedReport(index: number): { name: string; output: Report } {
  const output = report();
  const current = output.property_registry_history[0];
  if (current) {
    current.comuna = COMUNAS[index % COMUNAS.length] ?? null;
    current.rol_avaluo = `${1000 + index}-${index % 97}`;
    const [owner] = current.propietarios;
    if (owner) owner.nombre = `PROPIETARIA NÚMERO ${index} PÉREZ`;
  }
  return { name: `Estudio ${index} calle Suecia`, output };
}

const store = (user: TestUser, name: string, output: Report) => createListedReport(user.pb, name, output);

// PocketBase's own rate limiter off: this measures the database, not the limiter.
const pb = await startTestPocketBase({ authRateLimitPerMinute: 0 });
try {
  const light = await createUser(pb.url, { name: 'Usuaria liviana' });
  const heavy = await createUser(pb.url, { name: 'Usuario pesado' });
  for (let index = 0; index < 20; index++) {
    const { name, output } = variedReport(index);
    await store(light, name, output);
    await store(heavy, name, output);
  }
  const before = await medianOf(() => listReports(heavy.pb));
  const big = heavyAnalysis();
  const bigMb = JSON.stringify(big).length / 1024 / 1024;
  // Only the server writes a report's analysis: stored as the analysis service would.
  await createListedReport(
    await signInService(pb.url, pb.superuser),
    'Informe pesado',
    variedReport(0).output,
    {
      analysis: big,
      owner: heavy.record.id,
    },
  );
  const after = await medianOf(() => listReports(heavy.pb));
  console.log(
    `list of 21 reports: ${ms(before)} before, ${ms(after)} with a ${bigMb.toFixed(1)} MB report present (median of ${RUNS})`,
  );
  const [heavyRow] = await listReports(heavy.pb, { search: 'pesado' });
  const view = await timed(() => heavy.pb.collection('new_reports').getOne(heavyRow?.id ?? ''));
  console.log(`  opening that report (its body included): ${ms(view.ms)}`);

  const flood = Promise.all(
    Array.from({ length: CONCURRENT_LISTS }, () => timed(() => listReports(heavy.pb))),
  );
  const other = await timed(() => listReports(light.pb));
  const floodTimes = (await flood).map((run) => run.ms);
  console.log(
    `${CONCURRENT_LISTS} concurrent lists by the heavy user: another user's list took ${ms(other.ms)}; ` +
      `the flood's lists ${ms(median(floodTimes))} median, ${ms(Math.max(...floodTimes))} slowest`,
  );

  const many = await createUser(pb.url, { name: 'Estudio grande' });
  for (let start = 0; start < MANY_REPORTS; start += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, offset) => {
        const { name, output } = variedReport(start + offset);
        return store(many, name, output);
      }),
    );
  }
  const all = await timed(() => listReports(many.pb));
  console.log(`${all.result.length} reports: list ${ms(await medianOf(() => listReports(many.pb)))}`);
  const search = await timed(() => listReports(many.pb, { search: 'nunoa perez' }));
  console.log(
    `  search "nunoa perez": ${ms(await medianOf(() => listReports(many.pb, { search: 'nunoa perez' })))} ` +
      `(${search.result.length} rows); by rol "1500-": ${ms(await medianOf(() => listReports(many.pb, { search: '1500-' })))}; ` +
      `sorted by name: ${ms(await medianOf(() => listReports(many.pb, { sort: 'name' })))}`,
  );
} finally {
  await pb.stop();
}
