// `pnpm bench`: runs every scenario against the built API on PGlite and, when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) names a PostgreSQL server, on a fresh database there too.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { measure, type Measurement } from './measure.ts';
import { healthScenario } from './scenarios/health.ts';
import { meUnderLoginsScenario } from './scenarios/me-under-logins.ts';
import { plainSiteTextsScenario, siteTextsScenario } from './scenarios/site-texts.ts';
import { measureAgainstBare, ratioRow, type RatioToBare } from './against-bare.ts';
import { startBareServer } from './bare-server.ts';
import { recordAnswer } from './record-answer.ts';
import { benchAdmin, startServer } from './start-server.ts';
import { runLargeData, type LargeDataFigures } from './large/large-data.ts';
import { pinBench } from './cpu-pinning.ts';
import { wrkAvailable } from './wrk.ts';
import { measureAnswersBesideSlowMail } from './answers-beside-slow-mail.ts';

/** Scenarios whose throughput is judged against a bare `node:http` server's. */
const ratioScenarios = [healthScenario, siteTextsScenario, plainSiteTextsScenario];
const otherScenarios = [meUnderLoginsScenario];
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Rounds of each ratio scenario, alternated with the bare server's; each lasts BENCH_ROUND_SECONDS. */
const ratioRounds = Number(process.env.BENCH_ROUNDS ?? 5);
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const ratios: RatioToBare[] = [];
/** `requests` (short scenarios), `data` (100,000 users), `answers` (beside a slow mail server), or all when unset. */
const only = process.env.BENCH_ONLY;
const largeRows = Number(process.env.BENCH_ROWS ?? 100_000);
const largeFigures: LargeDataFigures[] = [];
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** `pglite`, `postgresql` or both when unset (PostgreSQL only with a server to run on). */
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',');

async function withFreshPostgres<T>(
  adminUrl: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `cabinet_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function runAll(database: string, databaseUrl?: string): Promise<Measurement[]> {
  const server = await startServer(18_900 + Math.floor(Math.random() * 90), databaseUrl);
  const bare =
    only === 'data' ? null : await startBareServer(18_990 + Math.floor(Math.random() * 9));
  try {
    const context = { origin: server.origin, admin: benchAdmin };
    const results: Measurement[] = [];
    if (bare) {
      for (const scenario of ratioScenarios) {
        const answer = await recordAnswer(server.origin, scenario.request(context, {}));
        const sameBytes = await startBareServer(19_000 + Math.floor(Math.random() * 9), answer);
        const { measurements, ...ratio } = await measureAgainstBare(
          scenario,
          context,
          { api: server, bare, sameBytes },
          database,
          ratioRounds,
          roundSeconds,
        ).finally(() => sameBytes.stop());
        ratios.push(ratio);
        // The round of median rate stands for the scenario in the latency table.
        const byRate = [...measurements].sort((a, b) => a.reqPerSec - b.reqPerSec);
        results.push(byRate[Math.floor(byRate.length / 2)]!);
      }
      for (const scenario of otherScenarios)
        results.push(await measure(scenario, context, database, durationSeconds, server.pid));
    }
    if (only !== 'requests') {
      const figures = await runLargeData(
        context,
        server.pid,
        database,
        largeRows,
        durationSeconds,
        databaseUrl,
      );
      largeFigures.push(figures);
      results.push(...figures.search);
    }
    return results;
  } finally {
    await Promise.all([server.stop(), bare?.stop()]);
  }
}

process.stdout.write(`${pinBench()}\n`);
process.stdout.write(
  wrkAvailable
    ? 'Load: wrk for the GET scenarios, autocannon for those with load beside them.\n'
    : "Load: autocannon (wrk not installed, or BENCH_CLIENT=autocannon): answers of more than a few hundred bytes may measure the load generator; see the servers' busy cores.\n",
);
const results = databases.includes('pglite') && only !== 'answers' ? await runAll('PGlite') : [];
if (only === 'answers') {
  // Only the answers below.
} else if (databases.includes('postgresql') && postgresAdminUrl) {
  results.push(...(await withFreshPostgres(postgresAdminUrl, (url) => runAll('PostgreSQL', url))));
} else if (databases.includes('postgresql')) {
  process.stdout.write(
    'PostgreSQL skipped: set BENCH_DATABASE_URL to a server to measure it too.\n',
  );
}
const format = (ms: number) => `${ms.toFixed(1)} ms`;
if (results.length)
  console.table(
    results.map((r) => ({
      scenario: r.scenario,
      database: r.database,
      'req/s': Math.round(r.reqPerSec),
      p50: format(r.p50),
      p95: format(r.p95),
      p99: format(r.p99),
      requests: r.requests,
      errors: r.errors,
    })),
  );
if (ratios.length) console.table(ratios.map(ratioRow));
if (largeFigures.length)
  console.table(
    largeFigures.map((f) => {
      const before = f.copyBeforeDryRunSeconds;
      const again = f.copyBeforeImportSeconds;
      // The dry run sits between the two COPYs; the import follows the second.
      const besideDryRun = before !== null && again !== null ? (before + again) / 2 : null;
      return {
        database: f.database,
        rows: f.rows,
        'COPY s (before dry run / import)':
          before === null || again === null ? '–' : `${before.toFixed(1)} / ${again.toFixed(1)}`,
        'COPY (temporary table) s':
          f.temporaryCopySeconds === null ? '–' : f.temporaryCopySeconds.toFixed(1),
        'dry run s': f.dryRunSeconds.toFixed(1),
        'import s': f.importSeconds.toFixed(1),
        'dry run ÷ COPY': besideDryRun ? (f.dryRunSeconds / besideDryRun).toFixed(2) : '–',
        'import ÷ COPY': again ? (f.importSeconds / again).toFixed(2) : '–',
        'export s': f.exportSeconds.toFixed(1),
        'exported rows': f.exportedRows,
        'RSS before export MiB': Math.round(f.memoryBeforeExportMiB),
        'RSS peak export MiB': Math.round(f.memoryPeakExportMiB),
      };
    }),
  );
if (!only || only === 'answers') {
  process.stdout.write(
    'Answers beside a mail server that never speaks, against no mail server (in process, PGlite):\n',
  );
  console.table(await measureAnswersBesideSlowMail());
}
