import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { BackupError } from './backup-key.ts';
import { backupSocketPath, type BackupAnswer, type BackupRequest } from './backup-socket.ts';

/** A backup of a practice's data takes seconds; one that runs this long has hung. */
const ANSWER_TIMEOUT_MS = 30 * 60_000;

/**
 * Sends one request line to the API running on the embedded database in `dataDir` (see
 * backup-socket.ts) and answers its one-line answer, parsed. Answers null when no API listens there
 * (no socket, or one left by a stopped API): the command then opens the database itself.
 */
export async function sendToRunningApi<Answer>(
  dataDir: string,
  request: { type: string } & Record<string, unknown>,
  timeoutMs = ANSWER_TIMEOUT_MS,
): Promise<Answer | null> {
  const path = backupSocketPath(dataDir);
  if (!existsSync(path)) return null;
  return new Promise<Answer | null>((resolve, reject) => {
    const socket = connect(path);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(
        new BackupError(`the running API did not answer the ${request.type} request in time`),
      ),
    );
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Nobody listens: the socket file of an API that stopped without removing it.
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT'))
        return resolve(null);
      reject(
        error instanceof BackupError
          ? error
          : new BackupError(
              `cannot ask the running API (${request.type}: ${error.code ?? 'error'})`,
            ),
      );
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as Answer);
      } catch {
        reject(new BackupError(`the running API gave no answer to the ${request.type} request`));
      }
    });
  });
}

/**
 * Asks the API running on the embedded database in `dataDir` to write a backup. Answers null when
 * no API listens there: the command then opens the database itself.
 */
export async function askRunningApi(
  dataDir: string,
  request: Omit<BackupRequest, 'type'>,
): Promise<{ path: string; rows: number; files: number } | null> {
  const answer = await sendToRunningApi<BackupAnswer>(dataDir, { type: 'backup', ...request });
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
