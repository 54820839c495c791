import type { BackupOutcome } from '../../ops/job-status.ts';
import type { JobStatusRow } from '../../ops/job-status.ts';
import type { SystemStatus } from './system-status-schema.ts';

/** A backup runs every night: one older than this means a night was missed. */
export const BACKUP_STALE_AFTER_HOURS = 26;
/** Housekeeping runs every hour in each API process. */
export const HOUSEKEEPING_LATE_AFTER_HOURS = 3;
/** A mail waits seconds normally; this long means the mail server refuses or cannot be reached. */
export const MAIL_DELAYED_AFTER_MINUTES = 30;
/** The deploy guide's alarm level for the data folder's disk. */
export const DISK_LOW_BELOW_PERCENT = 20;

const HOUR = 3_600_000;
const newer = (a: Date | null, b: Date | null) => a !== null && (b === null || a > b);

/** The backup's state from its job row: a failure after the last success wins, then its age. */
export function backupStatus(row: JobStatusRow | undefined, now: Date): SystemStatus['backup'] {
  const successAt = row?.last_success_at ?? null;
  const failureAt = row?.last_failure_at ?? null;
  const detail = row?.last_success as BackupOutcome | null | undefined;
  const lastSuccess =
    successAt && detail
      ? {
          at: successAt.toISOString(),
          file: detail.file,
          size_bytes: detail.size_bytes,
          copies: detail.copies,
        }
      : null;
  const lastFailure =
    failureAt && row?.last_failure
      ? { at: failureAt.toISOString(), reason: row.last_failure }
      : null;
  const state = newer(failureAt, successAt)
    ? 'failed'
    : !lastSuccess
      ? 'never'
      : now.getTime() - successAt!.getTime() > BACKUP_STALE_AFTER_HOURS * HOUR
        ? 'stale'
        : lastSuccess.copies.some((copy) => !copy.ok)
          ? 'copy_failed'
          : 'ok';
  return {
    state,
    stale_after_hours: BACKUP_STALE_AFTER_HOURS,
    last_success: lastSuccess,
    last_failure: lastFailure,
  };
}

export function housekeepingStatus(
  row: JobStatusRow | undefined,
  now: Date,
): SystemStatus['services']['housekeeping'] {
  const successAt = row?.last_success_at ?? null;
  const failureAt = row?.last_failure_at ?? null;
  const lastRun = newer(failureAt, successAt) ? failureAt : successAt;
  const state = newer(failureAt, successAt)
    ? 'failed'
    : !successAt
      ? 'never'
      : now.getTime() - successAt.getTime() > HOUSEKEEPING_LATE_AFTER_HOURS * HOUR
        ? 'late'
        : 'ok';
  return {
    state,
    late_after_hours: HOUSEKEEPING_LATE_AFTER_HOURS,
    last_run_at: lastRun?.toISOString() ?? null,
  };
}

export function mailStatus(
  counts: { queued: number; failed: number; oldestQueuedAt: Date | null },
  now: Date,
): SystemStatus['mail'] {
  const waited = counts.oldestQueuedAt ? now.getTime() - counts.oldestQueuedAt.getTime() : 0;
  return {
    state:
      counts.failed > 0
        ? 'failing'
        : waited > MAIL_DELAYED_AFTER_MINUTES * 60_000
          ? 'delayed'
          : 'ok',
    delayed_after_minutes: MAIL_DELAYED_AFTER_MINUTES,
    queued: counts.queued,
    failed: counts.failed,
    oldest_queued_at: counts.oldestQueuedAt?.toISOString() ?? null,
  };
}

export function diskStatus(space: { free: number; total: number } | null): SystemStatus['disk'] {
  if (!space || space.total <= 0) return null;
  return {
    state: space.free / space.total < DISK_LOW_BELOW_PERCENT / 100 ? 'low' : 'ok',
    low_below_percent: DISK_LOW_BELOW_PERCENT,
    free_bytes: space.free,
    total_bytes: space.total,
  };
}
