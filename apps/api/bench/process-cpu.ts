import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of the times in `/proc/<pid>/stat`. */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has used so far (all its threads, user and system); null off Linux. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/**
 * Starts watching a server process; `busy()` answers the share of one core it used since (1 =
 * a whole core). A server measured at well under 1 was not the limit of the rate measured: the
 * load generator was, and the rate says nothing of the server.
 */
export function watchCpu(pid: number | undefined) {
  const startedAt = performance.now();
  const before = pid === undefined ? null : cpuSeconds(pid);
  return {
    busy(): number | null {
      const after = pid === undefined ? null : cpuSeconds(pid);
      if (before === null || after === null) return null;
      return (after - before) / ((performance.now() - startedAt) / 1000);
    },
  };
}
