import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listening, start, stop, waitUntil, type Started } from './processes.ts';

/**
 * The start commands' servers never outlive them: `npm start` and `pnpm serve` killed with SIGKILL
 * (which they cannot catch) leave no server holding a port, so the next start can bind them.
 * Ports of their own, so the test runs beside the e2e suites' 8000, 5173 and 5174.
 */
let command: Started | undefined;
let dataDir = '';
afterEach(async () => {
  await stop(command);
  rmSync(dataDir, { recursive: true, force: true });
});

async function killedWithSigkillFreesItsPorts(
  args: string[],
  ports: [number, number, number],
  upLine: RegExp,
) {
  dataDir = mkdtempSync(join(tmpdir(), 'cabinet-start-stop-'));
  command = start(args[0]!, args.slice(1), {
    env: {
      PORT: String(ports[0]),
      PUBLIC_SITE_PORT: String(ports[1]),
      BACKOFFICE_PORT: String(ports[2]),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  await waitUntil(async () => upLine.test(command!.output()), 180, args.join(' '), command);
  for (const port of ports) expect(await listening(port), `port ${port} while running`).toBe(true);

  command.child.kill('SIGKILL');
  const portsFree = async () =>
    (await Promise.all(ports.map((port) => listening(port)))).every((open) => !open);
  await waitUntil(portsFree, 15, 'every port freed after SIGKILL');
  for (const port of ports) expect(await listening(port), `port ${port} after SIGKILL`).toBe(false);
}

describe('a start command killed with SIGKILL', () => {
  it(
    '`pnpm serve` (scripts/serve.mjs): its servers stop and free their ports',
    { timeout: 120_000 },
    async () => {
      await killedWithSigkillFreesItsPorts(
        ['node', 'scripts/serve.mjs'],
        [18610, 18611, 18612],
        /Cabinet is serving/,
      );
    },
  );

  it(
    '`npm start`: npm killed, the quick start and its servers stop and free their ports',
    { timeout: 240_000 },
    async () => {
      await killedWithSigkillFreesItsPorts(
        ['npm', 'start', '--silent'],
        [18620, 18621, 18622],
        /Cabinet is running/,
      );
    },
  );
});
