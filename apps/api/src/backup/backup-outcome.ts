import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { safeErrorText } from '../lib/redacted-error.ts';
import type { BackupOutcome, CopyOutcome, JobOutcome } from '../ops/job-status.ts';
import { BackupError } from './backup-key.ts';
import { copyToRemote, pruneRemote } from './remote-copy.ts';
import { takenAt } from './retention.ts';
import { remoteLabel, remoteSettings } from './remote-settings.ts';
import { SftpError } from './sftp.ts';

/** Records the backup's outcome where the status screen reads it (the database, or the API). */
export type Recorder = (outcome: JobOutcome) => Promise<void>;

/** Records, and says on stderr when that failed: the backup itself is not undone by it. */
export async function record(recorder: Recorder, outcome: JobOutcome): Promise<void> {
  try {
    await recorder(outcome);
  } catch (error) {
    process.stderr.write(
      `cabinet-backup: the outcome could not be recorded for the status screen: ${safeErrorText(error)}\n`,
    );
  }
}

/**
 * After the local backup: the second copy over SSH when BACKUP_SSH_TARGET is set (then the remote
 * retention), and the outcome recorded. Answers a line for the command's output and, when the copy
 * failed, why: the command then fails (systemd alerts), though the local backup stands.
 */
export async function afterBackup(
  file: string,
  recorder: Recorder,
  {
    env = process.env,
    log = (text: string) => process.stderr.write(`${text}\n`),
  }: { env?: NodeJS.ProcessEnv; log?: (text: string) => void } = {},
): Promise<{ note: string; copyFailure: string | null }> {
  const copies: CopyOutcome[] = [];
  let note = 'no second copy configured (BACKUP_SSH_TARGET)';
  let copyFailure: string | null = null;
  let remote = null;
  try {
    remote = remoteSettings(env);
  } catch (error) {
    copyFailure = error instanceof BackupError ? error.message : safeErrorText(error);
    note = 'second copy not made: its settings are wrong';
  }
  if (remote) {
    const target = remoteLabel(remote);
    try {
      await copyToRemote(remote, file);
      const removed = await pruneRemote(remote);
      copies.push({ target, ok: true, at: new Date().toISOString() });
      note = `copied to ${target}; ${removed.length} old copies removed there`;
    } catch (error) {
      // What ssh said, for the journal (never on the status screen).
      if (error instanceof SftpError) log(error.detail);
      const reason = error instanceof BackupError ? error.message : safeErrorText(error);
      copies.push({ target, ok: false, at: new Date().toISOString(), reason });
      copyFailure = `the copy to ${target} failed: ${reason}`;
      note = `copy to ${target} FAILED`;
    }
  }
  const detail: BackupOutcome = {
    file: basename(file),
    size_bytes: (await stat(file)).size,
    copies,
  };
  // The backup's own time (in its name), not the end of the copy.
  const at = (takenAt(detail.file) ?? new Date()).toISOString();
  await record(recorder, { ok: true, at, detail: { ...detail } });
  return { note, copyFailure };
}
