import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';

/** The repository's root. */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** A process the test started, with what it printed (shown when it fails to come up). */
export interface Started {
  child: ChildProcess;
  output: () => string;
}

export function start(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Started {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, output: () => text };
}

/** Waits until `check` answers true, or fails after `seconds` with the process's output. */
export async function waitUntil(
  check: () => Promise<boolean>,
  seconds: number,
  what: string,
  started?: Started,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    if (started && started.child.exitCode !== null)
      throw new Error(`${what}: exited (${started.child.exitCode})\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not ready after ${seconds} s\n${started?.output() ?? ''}`);
}

export const answers = (url: string) => async () => (await fetch(url)).ok;

/** Whether something accepts connections on the port of this machine. */
export function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' })
      .once('connect', () => {
        socket.destroy();
        done(true);
      })
      .once('error', () => done(false));
  });
}

export async function stop(started: Started | undefined): Promise<void> {
  const child = started?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
