import { randomUUID } from 'node:crypto';
import { measure, type Measurement } from '../measure.ts';
import type { BenchContext, Scenario } from '../scenario.ts';
import { signIn } from '../scenarios/sign-in.ts';
import { residentMiB, watchPeakMemory } from './memory.ts';
import { timeCopy } from './copy-baseline.ts';
import { followPhases } from './import-phases.ts';
import { userCsv } from './user-csv.ts';

export interface LargeDataFigures {
  database: string;
  rows: number;
  importSeconds: number;
  /** The dry run of the same file, before the import (nothing kept). */
  dryRunSeconds: number;
  /**
   * PostgreSQL's `COPY` of the same file into the user table (rolled back), timed right before the
   * dry run and again right before the import; null on PGlite. Capacity on a shared machine moves
   * within seconds, so each is judged against the COPY beside it (the dry run against the mean of
   * the two around it), not against one taken a minute earlier.
   */
  copyBeforeDryRunSeconds: number | null;
  copyBeforeImportSeconds: number | null;
  /** The same into a temporary copy of the table, which writes no write-ahead log. */
  temporaryCopySeconds: number | null;
  exportSeconds: number;
  exportedRows: number;
  memoryBeforeExportMiB: number;
  memoryPeakExportMiB: number;
  search: Measurement[];
}

/** The back-office's user search: the 5 search fields of the spec, `ilike` a 3-letter term. */
export const SEARCH_TERM = 'ber';
const SEARCH_FIELDS = ['name', 'first_name', 'last_name', 'email', 'username'];

function searchScenario(connections: number): Scenario {
  return {
    name: `POST /user/search "${SEARCH_TERM}" limit 20, ${connections} connection${connections > 1 ? 's' : ''}`,
    connections,
    setup: async (context) => ({ token: await signIn(context) }),
    request: (_context, prepared) => ({
      method: 'POST',
      path: '/api/v1/user/search?skip=0&limit=20',
      headers: { authorization: `Bearer ${prepared.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        search: {
          OR: SEARCH_FIELDS.map((field) => ({ field, operator: 'ilike', value: SEARCH_TERM })),
        },
        order_by: { field: 'id', direction: 'desc' },
      }),
    }),
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { seconds: (performance.now() - start) / 1000, value };
}

/** Imports `rows` users from one CSV, then measures the search and the export of all of them. */
export async function runLargeData(
  context: BenchContext,
  pid: number,
  database: string,
  rows: number,
  durationSeconds: number,
  databaseUrl?: string,
): Promise<LargeDataFigures> {
  const token = await signIn(context);
  const auth = { authorization: `Bearer ${token}` };
  const csv = userCsv(rows);
  const upload = (query: string) =>
    timed(async () => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'user.csv');
      const progressId = randomUUID();
      const phases = followPhases(context.origin, auth, progressId);
      const separator = query ? '&' : '?';
      const response = await fetch(
        `${context.origin}/api/v1/user/import${query}${separator}progress_id=${progressId}`,
        { method: 'POST', headers: auth, body: form },
      );
      const answer = await response.text();
      if (!response.ok) throw new Error(`import failed with ${response.status}: ${answer}`);
      return { answer, phases: await phases.stop() };
    });
  const copy = databaseUrl ? await timeCopy(databaseUrl, csv, { temporary: true }) : null;
  if (copy)
    process.stdout.write(
      `${database}: COPY of the same file into the user table in ${copy.userTable.toFixed(1)} s, into a temporary copy in ${copy.temporaryCopy!.toFixed(1)} s\n`,
    );
  const dryRun = await upload('?dry_run=true');
  process.stdout.write(
    `${database}: dry run ${dryRun.value.answer.slice(0, 60)} in ${dryRun.seconds.toFixed(1)} s (${dryRun.value.phases})\n`,
  );
  const copyAgain = databaseUrl ? await timeCopy(databaseUrl, csv, { temporary: false }) : null;
  if (copyAgain)
    process.stdout.write(
      `${database}: COPY of the same file into the user table again, before the import, in ${copyAgain.userTable.toFixed(1)} s\n`,
    );
  const imported = await upload('');
  process.stdout.write(
    `${database}: imported ${imported.value.answer} in ${imported.seconds.toFixed(1)} s (${imported.value.phases})\n`,
  );

  const search: Measurement[] = [];
  for (const connections of [1, 10])
    search.push(
      await measure(searchScenario(connections), context, database, durationSeconds, pid),
    );

  const memoryBeforeExportMiB = residentMiB(pid);
  const memory = watchPeakMemory(pid);
  const exported = await timed(async () => {
    const response = await fetch(`${context.origin}/api/v1/user/export`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok || !response.body) throw new Error(`export failed with ${response.status}`);
    let lines = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>)
      for (const byte of chunk) if (byte === 10) lines += 1;
    return lines - 1;
  });
  return {
    database,
    rows,
    importSeconds: imported.seconds,
    dryRunSeconds: dryRun.seconds,
    copyBeforeDryRunSeconds: copy?.userTable ?? null,
    copyBeforeImportSeconds: copyAgain?.userTable ?? null,
    temporaryCopySeconds: copy?.temporaryCopy ?? null,
    exportSeconds: exported.seconds,
    exportedRows: exported.value,
    memoryBeforeExportMiB,
    memoryPeakExportMiB: memory.stop(),
    search,
  };
}
