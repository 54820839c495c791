import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const SSHD = '/usr/sbin/sshd';

/** A backup host for the tests: OpenSSH's server on loopback, with a folder to copy into. */
export interface TestSshd {
  /** The backup folder on the "host" (this machine's disk, seen through sftp). */
  remoteDir: string;
  /** The settings the backup command reads, pointing at this server. */
  env: Record<string, string>;
  /** A known_hosts file pinning another key than the server's. */
  wrongKnownHosts: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function keygen(file: string): string {
  const made = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'test', '-f', file]);
  if (made.status !== 0) throw new Error(`ssh-keygen failed: ${String(made.stderr)}`);
  return readFileSync(`${file}.pub`, 'utf8').split(' ').slice(0, 2).join(' ');
}

/**
 * Starts `sshd` as the account running the tests, on a free port of 127.0.0.1, with a throw-away
 * host key, one authorized client key and nothing else: key login only, no PAM, sftp only
 * (internal-sftp, ForceCommand). It needs no privilege: an ordinary account runs it and logs in as
 * itself. Run as root (a container), it logs in as root, with the key only and on loopback only.
 * Debian's openssh-server provides it (`npm test` installs it when run as root).
 */
export async function startSshd(): Promise<TestSshd> {
  if (!existsSync(SSHD))
    throw new Error(
      `${SSHD} is missing: install Debian's openssh-server (apt-get install openssh-server)`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-sshd-'));
  const remoteDir = join(dir, 'backups');
  mkdirSync(remoteDir);
  const hostKey = keygen(join(dir, 'host_key'));
  const clientKey = keygen(join(dir, 'client_key'));
  const otherKey = keygen(join(dir, 'other_key'));
  writeFileSync(join(dir, 'authorized_keys'), `${clientKey}\n`);
  const port = await freePort();
  writeFileSync(join(dir, 'known_hosts'), `[127.0.0.1]:${port} ${hostKey}\n`);
  const wrongKnownHosts = join(dir, 'wrong_known_hosts');
  writeFileSync(wrongKnownHosts, `[127.0.0.1]:${port} ${otherKey}\n`);
  const root = process.getuid?.() === 0;
  // sshd started by root drops privileges into this empty folder (Debian's ssh.service makes it at
  // boot); started by any other account, it needs none.
  if (root) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  writeFileSync(
    join(dir, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(dir, 'host_key')}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      // The temporary folder's modes are not sshd's business here.
      'StrictModes no',
      `PermitRootLogin ${root ? 'prohibit-password' : 'no'}`,
      'Subsystem sftp internal-sftp',
      'ForceCommand internal-sftp',
      'AllowTcpForwarding no',
      'X11Forwarding no',
      '',
    ].join('\n'),
  );
  const server: ChildProcess = spawn(SSHD, ['-D', '-e', '-f', join(dir, 'sshd_config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sshd did not start:\n${log}`)), 20_000);
    server.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Server listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`sshd stopped:\n${log}`));
    });
  });
  // A server that did not start leaves nothing behind: its keys and folder go.
  await started.catch((error: unknown) => {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    remoteDir,
    wrongKnownHosts,
    env: {
      BACKUP_SSH_TARGET: `${userInfo().username}@127.0.0.1:${remoteDir}`,
      BACKUP_SSH_PORT: String(port),
      BACKUP_SSH_KEY: join(dir, 'client_key'),
      BACKUP_SSH_KNOWN_HOSTS: join(dir, 'known_hosts'),
    },
    stop: async () => {
      if (server.exitCode === null)
        await new Promise((done) => {
          server.once('exit', done);
          server.kill('SIGTERM');
        });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
