import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Where the bench runs and where the servers it measures run. The load generator (autocannon, in
 * the bench's own process) is as busy as the server it loads; on a machine of two cores, left to
 * the scheduler, the two trade cores with each other and with whatever else runs, and a round's
 * rate moves by half from one round to the next. With `taskset` (util-linux) the bench keeps the
 * first core and every server it starts (the API, and the bare server it is compared with) gets
 * the others, the same for both. BENCH_PIN=0 leaves it to the scheduler.
 */
function pinnedCores(): { bench: string; servers: string } | null {
  const cores = availableParallelism();
  if (process.env.BENCH_PIN === '0' || process.platform !== 'linux' || cores < 2) return null;
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return { bench: '0', servers: cores === 2 ? '1' : `1-${cores - 1}` };
}

const pinned = pinnedCores();

/** Keeps the bench's process (all its threads) on its core; answers what it did, for the log. */
export function pinBench(): string {
  if (!pinned) return 'Cores: left to the scheduler (BENCH_PIN=0, or no taskset, or one core).';
  execFileSync(
    'taskset',
    ['--all-tasks', '--pid', '--cpu-list', pinned.bench, String(process.pid)],
    {
      stdio: 'ignore',
    },
  );
  return `Cores: the bench (load generator) on ${pinned.bench}, the servers on ${pinned.servers}.`;
}

/** The command that starts a server on the servers' cores (`taskset` keeps the process id). */
export function onServerCores(command: string, args: string[]): [string, string[]] {
  return pinned ? ['taskset', ['--cpu-list', pinned.servers, command, ...args]] : [command, args];
}
