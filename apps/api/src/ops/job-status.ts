import type { Database } from '../db/client.ts';
import { jobStatus } from '../db/schema/job-status.ts';

/** The jobs whose last outcome the status screen shows. */
export type JobName = 'backup' | 'housekeeping';

/** Where a backup was copied, and how that went (one line, never a remote server's reply). */
export interface CopyOutcome {
  /** The copy's place as the operator wrote it, without any key: `sftp://user@host:port/path`. */
  target: string;
  ok: boolean;
  at: string;
  reason?: string;
}

/** What a successful backup produced. */
export interface BackupOutcome {
  file: string;
  size_bytes: number;
  copies: CopyOutcome[];
}

/** One job's outcome as the backup command or the API records it. */
export type JobOutcome =
  | { ok: true; at: string; detail: Record<string, unknown> }
  | { ok: false; at: string; reason: string };

/**
 * Records a job's outcome: a success replaces the last success (and its detail), a failure the
 * last failure; each keeps the other, so the screen tells "failed last night, fine the night before".
 */
export async function recordJob(db: Database, job: JobName, outcome: JobOutcome): Promise<void> {
  const at = new Date(outcome.at);
  const values = outcome.ok
    ? { last_success_at: at, last_success: outcome.detail }
    : { last_failure_at: at, last_failure: outcome.reason.slice(0, 500) };
  await db
    .insert(jobStatus)
    .values({ job, ...values, updated_at: new Date() })
    .onConflictDoUpdate({ target: jobStatus.job, set: { ...values, updated_at: new Date() } });
}

export type JobStatusRow = typeof jobStatus.$inferSelect;

/** Every job's row, by name. */
export async function readJobs(db: Database): Promise<Map<string, JobStatusRow>> {
  const rows = await db.select().from(jobStatus);
  return new Map(rows.map((row) => [row.job, row]));
}
