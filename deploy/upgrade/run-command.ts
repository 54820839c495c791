import { spawn } from 'node:child_process';

/** A command that exited with an error: its exit and its last line of errors (what it said). */
export class CommandError extends Error {}

/**
 * Runs a shell command line, its output shown as it comes (an upgrade's build and backup are
 * followed on the terminal). Answers what it wrote on standard output; rejects with its exit and
 * the last line it wrote on standard error.
 */
export function runCommand(command: string, options: { cwd?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', command], {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let lastError = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const lines = chunk.toString().trim().split('\n').filter(Boolean);
      lastError = lines.at(-1) ?? lastError;
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(stdout);
      const exit = signal ? `killed by ${signal}` : `exit ${code}`;
      reject(new CommandError(lastError ? `${exit}: ${lastError}` : exit));
    });
  });
}

/** A word of a command line as the shell reads it back: our paths, versions and options. */
export function shellWord(word: string): string {
  return /^[\w./=:@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
