import { spawn } from 'node:child_process';
import { BackupError } from './backup-key.ts';
import type { RemoteSettings } from './remote-settings.ts';

/** A copy of a practice's backup takes seconds to minutes; one that runs this long has hung. */
const SFTP_TIMEOUT_MS = 60 * 60_000;

/** Raised when sftp fails; `reason` is one short line an operator can act on. */
export class SftpError extends BackupError {
  constructor(
    readonly reason: string,
    readonly detail: string,
  ) {
    super(reason);
  }
}

/**
 * ssh's own words mapped to what an operator does about them. The rest of what sftp printed stays
 * in `detail` (the journal), never on the status screen.
 */
const REASONS: [RegExp, string][] = [
  [
    /Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|No .* host key is known/i,
    "the backup host's key is not the one pinned in BACKUP_SSH_KNOWN_HOSTS",
  ],
  [/Permission denied \(/, 'the backup host refused the key (BACKUP_SSH_KEY)'],
  [
    /Could not resolve hostname|Name or service not known/i,
    'the backup host name does not resolve',
  ],
  [
    /Connection refused|Connection timed out|No route to host|Network is unreachable|Connection closed|Connection reset/i,
    'the backup host cannot be reached',
  ],
  [/not found|No such file or directory/i, 'the folder on the backup host does not exist'],
  [/Permission denied/i, 'the folder on the backup host is not writable by this account'],
  [/No space left|Failure|quota/i, 'the backup host refused the write (is its disk full?)'],
];

function reasonOf(output: string, code: number | null): string {
  for (const [pattern, reason] of REASONS) if (pattern.test(output)) return reason;
  return code === null ? 'sftp did not finish in time' : `sftp failed (exit status ${code})`;
}

/**
 * Runs sftp in batch mode with `commands` (one a line) against the backup host and answers what it
 * printed. Only this copy's key and pinned host key are used: no agent, no ssh configuration of
 * this machine or account, no password prompt, no host trusted on first use. A failing command
 * stops the batch (unless it begins with `-`).
 */
export function runSftp(remote: RemoteSettings, commands: string[]): Promise<string> {
  const args = [
    '-b',
    '-',
    '-F',
    '/dev/null',
    '-i',
    remote.key,
    '-P',
    String(remote.port),
    '-o',
    'IdentitiesOnly=yes',
    '-o',
    'IdentityAgent=none',
    '-o',
    'BatchMode=yes',
    '-o',
    'StrictHostKeyChecking=yes',
    '-o',
    `UserKnownHostsFile=${remote.knownHosts}`,
    '-o',
    'GlobalKnownHostsFile=/dev/null',
    '-o',
    'UpdateHostKeys=no',
    '-o',
    'ConnectTimeout=20',
    '-o',
    'ServerAliveInterval=15',
    '-o',
    'ServerAliveCountMax=4',
    '-o',
    'LogLevel=ERROR',
    `${remote.user}@${remote.host.includes(':') ? `[${remote.host}]` : remote.host}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('sftp', args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: SFTP_TIMEOUT_MS,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new SftpError(
          error.code === 'ENOENT'
            ? 'sftp is not installed (Debian: openssh-client)'
            : 'sftp could not start',
          error.message,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const output = `${stderr}\n${stdout}`.trim();
      reject(new SftpError(reasonOf(stderr || stdout, code), output));
    });
    // sftp may exit (host unreachable, key refused) before it reads its commands; writing to it
    // then fails with EPIPE. That is no error of its own: the exit status and what sftp printed,
    // handled on 'close', say what went wrong. Unhandled, it would crash the backup instead.
    child.stdin.on('error', () => {});
    child.stdin.end(`${commands.join('\n')}\n`);
  });
}
