// The Node.js line the quick-start commands run on. Cabinet runs on Node 26 (the active LTS line)
// and supports Node 24 (maintenance). On an older Node, such as a Debian machine's 20, the commands
// install Node 26 from the npm registry's `node` package into `.tools/node26` (ignored by git) and
// run themselves again with it: every process they start (pnpm, Turborepo, the servers, the tests)
// then finds that Node first on PATH.
//
// Written for Node 20 too: this file runs before the switch.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** The line Cabinet runs on, and the oldest line it still supports. */
export const RUNTIME_LINE = 26;
export const OLDEST_SUPPORTED_LINE = 24;

/** Where the quick start keeps the Node it installed. */
export function provisionedNodePath(root) {
  return join(root, '.tools', `node${RUNTIME_LINE}`, 'node_modules', '.bin', 'node');
}

function majorOf(version) {
  return Number(/^v?(\d+)\./.exec(version)?.[1] ?? 0);
}

/** The version a Node binary reports, or '' when it does not run. */
function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

/** The parent of a process (Linux's /proc), or 0 when it cannot be read. */
export function parentOf(pid) {
  try {
    // `pid (name) state ppid …`; the name may hold spaces, so read after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || 0;
  } catch {
    return 0;
  }
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Calls `onGone` once this process's parent or grandparent has ended. `npm start` runs a command
 * under a shell under npm; when npm is killed with SIGKILL the shell and the command live on,
 * orphaned, so both levels are watched.
 */
export function watchAncestors(onGone) {
  const watched = [process.ppid, parentOf(process.ppid)].filter((pid) => pid > 1);
  const timer = setInterval(() => {
    if (watched.some((pid) => !isAlive(pid))) {
      clearInterval(timer);
      onGone();
    }
  }, 500);
  timer.unref();
}

/**
 * Returns when this process already runs on a supported line. Otherwise installs Node 26 when it is
 * missing, runs this same command with it, and exits with its status: the caller's code after this
 * call runs on Node 26 only.
 */
export async function ensureRuntime(root, say) {
  if (majorOf(process.version) >= OLDEST_SUPPORTED_LINE) return;
  const binary = provisionedNodePath(root);
  let version = existsSync(binary) ? versionOf(binary) : '';
  if (majorOf(version) !== RUNTIME_LINE) {
    const prefix = join(root, '.tools', `node${RUNTIME_LINE}`);
    const args = ['install', '--prefix', prefix, '--no-save', '--no-fund', '--no-audit'];
    const installed = spawnSync('npm', [...args, '--loglevel=error', `node@${RUNTIME_LINE}`], {
      cwd: root,
      stdio: 'inherit',
    });
    version = installed.status === 0 ? versionOf(binary) : '';
    if (majorOf(version) !== RUNTIME_LINE) {
      process.stderr.write(
        `\n✖ Cabinet needs Node ${RUNTIME_LINE} (or ${OLDEST_SUPPORTED_LINE}); this is ${process.version}, and Node ${RUNTIME_LINE} could not be installed from the npm registry.\n`,
      );
      process.exit(1);
    }
  }
  say(
    `Node ${process.version} is too old: running on Node ${version} from .tools/node${RUNTIME_LINE}`,
  );
  const child = spawn(binary, process.argv.slice(1), {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl+C reaches both processes (one process group); a signal sent to this one alone is passed
  // on. This process then waits for the command to finish its own clean-up.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  // npm killed with SIGKILL: the command is told to stop, as on Ctrl+C.
  watchAncestors(() => child.kill('SIGTERM'));
  const code = await new Promise((resolve) => {
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  process.exit(code);
}
