import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onServerCores } from './cpu-pinning.ts';

export const benchAdmin = { username: 'admin', password: 'Bench-admin-passw0rd' };

const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));

export interface RunningServer {
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Starts the built API (dist/server.js) on a fresh data folder, or on DATABASE_URL when given. */
export async function startServer(port: number, databaseUrl?: string): Promise<RunningServer> {
  // BENCH_CPU_PROF=<folder>: the API writes a V8 CPU profile there when it stops, to find hot spots.
  const profileDir = process.env.BENCH_CPU_PROF;
  const profiling = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child: ChildProcess = spawn(
    ...onServerCores(process.execPath, [...profiling, serverEntry]),
    {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'cabinet-bench-')),
        ADMIN_PASSWORD: benchAdmin.password,
        // As `npm start` runs it: request logging is part of what a request costs.
        LOG_LEVEL: 'info',
        // The 100,000-row import file is about 11 MB.
        UPLOAD_MAX_MB: '50',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${origin}/api/v1/util/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The API did not start within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
