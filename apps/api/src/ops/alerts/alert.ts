/**
 * What a failure alert says: which unit failed, when, on which server, and how systemd saw it end.
 * Every part is checked to be a plain name or code before it goes into a mail: the command line
 * and systemd's variables are the only inputs, and nothing from a log or a database row.
 */
export interface Alert {
  /** The systemd unit that failed, e.g. `cabinet-backup.service`. */
  unit: string;
  at: Date;
  host: string;
  /** systemd's words for the end (`exit-code, exited 1`), or null when it did not say. */
  result: string | null;
}

const UNIT = /^[A-Za-z0-9][A-Za-z0-9:_.@-]{0,127}$/;
const WORD = /^[A-Za-z0-9_-]{1,32}$/;

/** A unit name as systemd spells one; null for anything else (it would go into a mail). */
export function parseUnit(raw: string | undefined): string | null {
  if (!raw || !UNIT.test(raw)) return null;
  // `OnFailure=cabinet-alert@%N.service` hands over the name without its type.
  return raw.includes('.') ? raw : `${raw}.service`;
}

/**
 * The end of the failed unit as systemd (251 and later) tells its OnFailure= handler, in
 * `MONITOR_SERVICE_RESULT`, `MONITOR_EXIT_CODE` and `MONITOR_EXIT_STATUS`: short words and numbers.
 */
export function monitorResult(env: Record<string, string | undefined>): string | null {
  const words = [env.MONITOR_SERVICE_RESULT, env.MONITOR_EXIT_CODE, env.MONITOR_EXIT_STATUS]
    .map((value) => value?.trim())
    .filter((value): value is string => Boolean(value && WORD.test(value)));
  if (words.length === 0) return null;
  const [result, ...end] = words;
  return end.length > 0 ? `${result}, ${end.join(' ')}` : result!;
}
