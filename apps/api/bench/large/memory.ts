import { readFileSync } from 'node:fs';

/** Resident memory of a process in MiB, from /proc (Linux); NaN where /proc is missing. */
export function residentMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's resident memory every 50 ms until stopped; answers the peak. */
export function watchPeakMemory(pid: number): { stop: () => number } {
  let peak = residentMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid));
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, residentMiB(pid));
    },
  };
}
