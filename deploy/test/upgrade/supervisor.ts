/**
 * What systemd does for `cabinet upgrade` on a server, for the upgrade test: `stop` ends the API
 * this command started (SIGTERM, then SIGKILL after 15 s, as TimeoutStopSec), `restart` stops it
 * and starts the API of the release `<home>/current` points at, with its environment file (as the
 * unit's EnvironmentFile), detached, its output appended to `<state>/api.log`.
 *
 *   node supervisor.ts stop|restart <state> <home> <env file>
 */
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [command, state, home, envFile] = process.argv.slice(2);
if ((command !== 'stop' && command !== 'restart') || !state || !home || !envFile) {
  process.stderr.write('usage: supervisor.ts stop|restart <state> <home> <env file>\n');
  process.exit(2);
}
const pidFile = join(state, 'api.pid');

/** Whether the process runs: one that exited but was not reaped yet (a zombie) does not. */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function stop(): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  if (running(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (running(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (running(pid)) process.kill(pid, 'SIGKILL');
  rmSync(pidFile);
}

await stop();
if (command === 'restart') {
  const log = openSync(join(state, 'api.log'), 'a');
  const api = spawn(process.execPath, [`--env-file=${envFile}`, 'dist/server.js'], {
    cwd: join(home, 'current', 'apps', 'api'),
    detached: true,
    stdio: ['ignore', log, log],
  });
  writeFileSync(pidFile, String(api.pid));
  api.unref();
}
