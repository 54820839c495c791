import { spawn } from 'node:child_process';

/**
 * A bare `node:http` server answering a small JSON body, in a process of its own as the API is:
 * the ceiling this machine gives any Node server, measured in the same run as the API so the
 * API's figures read as a ratio of it.
 */
export async function startBareServer(port: number) {
  const code = `require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  }).listen(${port}, '127.0.0.1', () => process.stdout.write('ready\\n'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`The bare server exited (${exitCode}).`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
