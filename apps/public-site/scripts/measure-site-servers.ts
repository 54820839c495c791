import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starting and stopping the site's production server for the measuring scripts (`lighthouse`,
 * `first-tap`), which compare builds by serving each in turn on the same port: two builds
 * served side by side would share the machine, and each would slow the other.
 */
export const SITE = 'http://localhost:5173';
export const API_HEALTH = 'http://localhost:8000/api/v1/util/health';
const SITE_HEALTH = `${SITE}/healthz`;

export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms.`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Fails unless port 5173 is free: the builds compared must be the only site served there. */
export async function requireFreeSitePort(): Promise<void> {
  if (await answers(SITE_HEALTH)) throw new Error('Port 5173 is in use: stop that server.');
}

/**
 * Serves the build in `buildDir` (its `dist/` and `dist-server/`). The directory
 * must sit inside this app (e.g. `.compare/before`) for the server to find its packages.
 */
export async function startSite(buildDir: string): Promise<ChildProcess> {
  const child = spawn('node', ['dist-server/server.js'], {
    cwd: buildDir,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await waitFor(() => answers(SITE_HEALTH), `The site in ${buildDir} answering`);
  return child;
}

/** Starts a server unless one already answers at `url`; answers the process it started. */
export async function ensureServer(
  url: string,
  command: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<ChildProcess | null> {
  if (await answers(url)) return null;
  const [bin = '', ...args] = command;
  const child = spawn(bin, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
  await waitFor(() => answers(url), `${url} answering`, 60_000);
  return child;
}

export async function stopSite(child: ChildProcess): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
  await waitFor(async () => !(await answers(SITE_HEALTH)), 'The site stopping');
}

/** Builds in the order a round measures them: alternated, so none is always measured first. */
export const roundOrder = <T>(builds: readonly T[], round: number): T[] =>
  round % 2 ? [...builds].reverse() : [...builds];
