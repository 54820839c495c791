import { spawn } from 'node:child_process';
import { onServerCores } from './cpu-pinning.ts';

/** A recorded answer for the bare server to send to every request: headers and raw body bytes. */
export interface RecordedAnswer {
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A bare `node:http` server in a process of its own, as the API is. Without `answer` it sends a
 * small JSON body with one header: the ceiling this machine gives any Node server, measured in the
 * same run as the API so the API's figures read as a ratio of it. With `answer` it sends those very
 * headers and bytes (an API answer recorded once): the ceiling for an answer of that size and those
 * headers, which no server can beat, so the API's gap to it is what its own code costs.
 */
export async function startBareServer(port: number, answer?: RecordedAnswer) {
  const code = `const answer = process.env.BARE_ANSWER ? JSON.parse(process.env.BARE_ANSWER) : null;
  const headers = answer ? answer.headers : { 'content-type': 'application/json' };
  const body = answer ? Buffer.from(answer.body, 'base64') : '{"status":"ok"}';
  require('node:http').createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  }).listen(${port}, '127.0.0.1', () => process.stdout.write('ready\\n'));`;
  const env = answer
    ? {
        ...process.env,
        BARE_ANSWER: JSON.stringify({
          headers: answer.headers,
          body: answer.body.toString('base64'),
        }),
      }
    : process.env;
  const child = spawn(...onServerCores(process.execPath, ['-e', code]), {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`The bare server exited (${exitCode}).`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    // `taskset` execs the server in its own process: this is the server's id.
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
