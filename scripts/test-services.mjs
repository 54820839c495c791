// What `npm test` needs from the machine besides Node: Debian's Chromium headless shell (end-to-end
// tests: the same Blink as Debian's Chromium without the desktop browser around it), Caddy
// (the deploy recipe's test), OpenSSH's server and client (the backup's second copy, over sftp to
// an sshd on loopback) and PostgreSQL (the API suite's second database). Missing packages are
// installed with apt-get when the command runs as root; PostgreSQL runs as a private, throw-away
// cluster on a free port, unless TEST_DATABASE_URL already names a server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest PostgreSQL server binaries that Debian's packages installed, or null. */
export function postgresBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/** The program each Debian package the tests need provides, where Debian puts it. */
const PROGRAMS = {
  caddy: '/usr/bin/caddy',
  // systemd-analyze scores the deploy recipe's units (systemd's own package on Debian).
  systemd: '/usr/bin/systemd-analyze',
  'openssh-server': '/usr/sbin/sshd',
  'openssh-client': '/usr/bin/sftp',
};

const installed = (name) =>
  name === 'postgresql'
    ? Boolean(postgresBinaries())
    : existsSync(PROGRAMS[name] ?? `/usr/bin/${name}`);

/** The Debian packages the tests need that this machine lacks. */
export function missingPackages({ chromiumPath, needPostgres }) {
  return [
    // Debian names the package as its program (chromium, chromium-headless-shell).
    !existsSync(chromiumPath) && basename(chromiumPath),
    ...Object.keys(PROGRAMS).filter((name) => !installed(name)),
    needPostgres && !postgresBinaries() && 'postgresql',
  ].filter(Boolean);
}

/**
 * Installs the missing packages from Debian when run as root; returns the ones still missing
 * (apt-get absent, not root, or the install failed).
 */
export function installPackages(packages, say) {
  if (packages.length === 0) return [];
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    say(`Installing ${packages.join(', ')} from Debian for the tests`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    if (ok(['update', '-qq'])) ok(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  }
  return packages.filter((name) => !installed(name));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });
}

/**
 * Starts a private PostgreSQL cluster for the API suite: trust authentication on 127.0.0.1 only, no
 * durability (a test database is thrown away). Owned by the `postgres` user when run as root, as
 * initdb refuses root. Returns its admin URL and a function that stops it and removes its files.
 */
export async function startPostgres(bin) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-test-pg-'));
  // runuser lives in /usr/sbin, which a plain user's PATH (and so `env -i`) may lack.
  const runuser =
    ['/usr/sbin/runuser', '/sbin/runuser'].find((path) => existsSync(path)) ?? 'runuser';
  const asOwner = (command, args) =>
    isRoot
      ? spawnSync(runuser, ['-u', 'postgres', '--', join(bin, command), ...args], {
          encoding: 'utf8',
        })
      : spawnSync(join(bin, command), args, { encoding: 'utf8' });
  if (isRoot) spawnSync('chown', ['postgres:postgres', dataDir]);
  // UTF-8 with C.UTF-8's character classes, whatever the caller's locale (none under `env -i`):
  // case-insensitive matching of accented letters (ILIKE 'MÜL' finding Müller) depends on them.
  const init = asOwner('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  if (init.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `initdb failed: ${(init.stderr ?? String(init.error)).trim().split('\n').pop()}`,
    );
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const started = asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dataDir, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
  if (started.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL did not start: ${(started.stderr ?? String(started.error)).trim().split('\n').pop()}`,
    );
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
