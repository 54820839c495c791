// Runs the built API and both sites' production servers, as `npm start` and `pnpm serve` do: checks
// the ports, starts the API (migrations run at its start), then the sites, and stops them all
// together. Each server watches a pipe from this process (exit-with-parent.mjs), so killing this
// process in any way, even `kill -9`, stops them too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { watchAncestors } from './node-runtime.mjs';

/** Each server's port: the API reads PORT, each site gets its own as PORT. */
export function serverPorts(env) {
  const read = (name, fallback) => {
    const text = env[name]?.trim() || String(fallback);
    const port = Number(text);
    if (!/^\d+$/.test(text) || port < 1 || port > 65535)
      throw new Error(`${name}: expected a port number from 1 to 65535 (got "${text}")`);
    return port;
  };
  return {
    api: read('PORT', 8000),
    publicSite: read('PUBLIC_SITE_PORT', 5173),
    backoffice: read('BACKOFFICE_PORT', 5174),
  };
}

/** The built files each server needs, with the command that makes them. */
export function missingBuilds(root) {
  return [
    'apps/api/dist/server.js',
    'apps/public-site/dist-server/server.js',
    'apps/backoffice/dist-server/server.js',
  ].filter((file) => !existsSync(join(root, file)));
}

/** Whether nothing listens on the port yet (a leftover server would answer in our place). */
function portIsFree(port) {
  return new Promise((resolvePort) => {
    const probe = createServer()
      .once('error', () => resolvePort(false))
      .listen(port, () => probe.close(() => resolvePort(true)));
  });
}

async function waitFor(url, seconds, stillRunning) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && stillRunning()) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/**
 * Starts the three servers and resolves once they all answer; rejects with a message for the user
 * when one cannot start (the others are then stopped). `apiEnv` is added to the API's environment.
 *
 * @param {{ root: string, apiEnv?: Record<string, string> }} options
 */
export async function runServers({ root, apiEnv = {} }) {
  const ports = serverPorts(process.env);
  for (const port of Object.values(ports)) {
    if (!(await portIsFree(port)))
      throw new Error(
        `Port ${port} is already in use: stop the program using it, then start again.`,
      );
  }
  const watchParent = ['--import', join(root, 'scripts', 'exit-with-parent.mjs')];
  const children = [];
  let stopping = false;

  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    setTimeout(() => process.exit(code), 12_000).unref();
    Promise.all(
      children.map((c) =>
        c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null,
      ),
    ).then(() => process.exit(code));
  };

  const launch = (name, script, { env = {}, cwd = root } = {}) => {
    const child = spawn(process.execPath, [...watchParent, script], {
      cwd,
      // A process group of its own: Ctrl+C reaches this command alone, which then stops each
      // server in order; the pipe on stdin is how a server learns that this command is gone.
      detached: true,
      stdio: ['pipe', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => {
      if (!stopping) {
        process.stderr.write(
          `\n✖ ${name} stopped (${signal ?? `exit ${code}`}); stopping the others.\n`,
        );
        stopAll(1);
      }
    });
    children.push(child);
    return child;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
  // npm killed (`kill -9` on its id): the servers stop as on Ctrl+C.
  watchAncestors(() => stopAll(0));
  const running = () => !stopping;

  const api = launch('API', 'apps/api/dist/server.js', {
    env: { PORT: String(ports.api), ...apiEnv },
  });
  if (!(await waitFor(`http://localhost:${ports.api}/api/v1/util/health`, 90, running))) {
    stopAll(1);
    throw new Error(
      api.exitCode === null ? 'The API did not become healthy.' : 'The API could not start.',
    );
  }
  const site = (name, app, port) =>
    launch(name, 'dist-server/server.js', {
      cwd: join(root, 'apps', app),
      env: { PORT: String(port) },
    });
  site('public site', 'public-site', ports.publicSite);
  site('back-office', 'backoffice', ports.backoffice);
  const sitesUp = await Promise.all([
    waitFor(`http://localhost:${ports.publicSite}/healthz`, 30, running),
    waitFor(`http://localhost:${ports.backoffice}/healthz`, 30, running),
  ]);
  if (sitesUp.includes(false)) {
    stopAll(1);
    throw new Error('A site did not start.');
  }
  return ports;
}
