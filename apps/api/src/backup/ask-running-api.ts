import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { BackupError } from './backup-key.ts';
import { backupSocketPath, type BackupAnswer, type BackupRequest } from './backup-socket.ts';

/** A backup of a practice's data takes seconds; one that runs this long has hung. */
const ANSWER_TIMEOUT_MS = 30 * 60_000;

/**
 * Asks the API running on the embedded database in `dataDir` to write a backup (see
 * backup-socket.ts). Answers null when no API listens there (no socket, or one left by a stopped
 * API): the command then opens the database itself.
 */
export async function askRunningApi(
  dataDir: string,
  request: Omit<BackupRequest, 'type'>,
): Promise<{ path: string; rows: number; files: number } | null> {
  const path = backupSocketPath(dataDir);
  if (!existsSync(path)) return null;
  const answer = await new Promise<BackupAnswer | null>((resolve, reject) => {
    const socket = connect(path);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(ANSWER_TIMEOUT_MS, () =>
      socket.destroy(new BackupError('the running API did not answer the backup request in time')),
    );
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ type: 'backup', ...request })}\n`);
    });
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Nobody listens: the socket file of an API that stopped without removing it.
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT'))
        return resolve(null);
      reject(
        error instanceof BackupError
          ? error
          : new BackupError(`cannot ask the running API for a backup (${error.code ?? 'error'})`),
      );
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as BackupAnswer);
      } catch {
        reject(new BackupError('the running API gave no answer to the backup request'));
      }
    });
  });
  if (answer === null) return null;
  // The API's line is already the one an operator reads (`cabinet-backup: …`).
  if (!answer.ok) throw new BackupError(answer.error.replace(/^cabinet-backup: /, ''));
  return { path: answer.path, rows: answer.rows, files: answer.files };
}

/** Whether an API listens on `dataDir`'s backup socket (it then holds the embedded database). */
export async function runningApiHolds(dataDir: string): Promise<boolean> {
  const path = backupSocketPath(dataDir);
  if (!existsSync(path)) return false;
  return new Promise<boolean>((resolve) => {
    const socket = connect(path);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
