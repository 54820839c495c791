import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createBackup, type Place } from './backup.ts';
import { parseBackupKey } from './backup-key.ts';
import { failureLine } from './failure-line.ts';

/**
 * The embedded database belongs to the one process that opened it: while the API runs, `pnpm
 * backup` cannot open DATA_DIR itself. The running API therefore listens on a Unix socket in
 * DATA_DIR (`backup.sock`, mode 0600: only the account the API runs as, and root, may connect) and
 * writes the backup with its own connection when asked. Nothing listens on the network.
 *
 * Protocol: one JSON line each way. Request `{"type":"backup","backup_dir":ABSOLUTE,"key":HEX}`
 * (the key stays with the command's environment; the API keeps it only for that backup); answer
 * `{"ok":true,"path":…,"rows":N,"files":N}` or `{"ok":false,"error":ONE_LINE}`.
 */
export const BACKUP_SOCKET_NAME = 'backup.sock';

export function backupSocketPath(dataDir: string): string {
  return join(dataDir, BACKUP_SOCKET_NAME);
}

export interface BackupRequest {
  type: 'backup';
  backup_dir: string;
  key: string;
  /** The version an upgrade goes to (`backup --before-upgrade VERSION`). */
  before_upgrade?: string;
}

export type BackupAnswer =
  { ok: true; path: string; rows: number; files: number } | { ok: false; error: string };

/** A request line longer than this is not ours: the connection is closed. */
export const MAX_REQUEST_BYTES = 4096;

/** A Unix socket's path is limited to about 107 bytes (sun_path) on Linux. */
const MAX_SOCKET_PATH_BYTES = 107;

function parseRequest(line: string): BackupRequest | null {
  try {
    const value = JSON.parse(line) as Partial<BackupRequest>;
    return value.type === 'backup' &&
      typeof value.backup_dir === 'string' &&
      value.backup_dir.startsWith('/') &&
      typeof value.key === 'string' &&
      (value.before_upgrade === undefined || typeof value.before_upgrade === 'string')
      ? (value as BackupRequest)
      : null;
  } catch {
    return null;
  }
}

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Listens for backup requests on `DATA_DIR/backup.sock`, for an API on the embedded database.
 * Answers null (and logs why) when the socket cannot be made: the API runs on without it, and
 * `pnpm backup` then says the database is held by the API.
 */
export async function listenForBackups(
  place: Place,
  log: FastifyBaseLogger,
): Promise<BackupSocket | null> {
  const path = backupSocketPath(place.dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    log.warn(
      { path },
      'DATA_DIR is too long a path for the backup socket: `pnpm backup` needs the API stopped',
    );
    return null;
  }
  // Left behind by an API that was killed: this process holds the database now.
  rmSync(path, { force: true });
  let busy = false;

  async function answer(request: BackupRequest): Promise<BackupAnswer> {
    if (busy) return { ok: false, error: 'cabinet-backup: a backup is being written already' };
    busy = true;
    try {
      const key = parseBackupKey(request.key);
      const started = Date.now();
      const { path: written, manifest } = await createBackup(place, {
        backupDir: request.backup_dir,
        key,
        beforeUpgrade: request.before_upgrade,
      });
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      log.info(
        { rows, files: manifest.files.length, ms: Date.now() - started },
        'backup written by the running API',
      );
      return { ok: true, path: written, rows, files: manifest.files.length };
    } catch (error) {
      const line = failureLine(error);
      log.error({ reason: line }, 'backup failed');
      return { ok: false, error: line };
    } finally {
      busy = false;
    }
  }

  function serve(connection: Socket) {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('error', () => connection.destroy());
    connection.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end === -1) {
        if (Buffer.byteLength(received) > MAX_REQUEST_BYTES) connection.destroy();
        return;
      }
      connection.removeAllListeners('data');
      const request = parseRequest(received.slice(0, end));
      const reply = request
        ? answer(request)
        : Promise.resolve<BackupAnswer>({
            ok: false,
            error: 'cabinet-backup: the API did not understand the request',
          });
      void reply.then((value) => connection.end(`${JSON.stringify(value)}\n`));
    });
  }

  const server: Server = createServer(serve);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // The socket file is made by bind(), within listen(): a umask of 0177 makes it 0600 from its
      // first moment, before anyone could connect. The chmod below says it once more.
      const umask = process.umask(0o177);
      try {
        server.listen(path, () => resolve());
      } finally {
        process.umask(umask);
      }
    });
  } catch (error) {
    log.warn(
      { code: (error as NodeJS.ErrnoException).code },
      'the backup socket could not be opened: `pnpm backup` needs the API stopped',
    );
    return null;
  }
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}
