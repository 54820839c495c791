import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveFolder, stopServing } from './static-folder-server';

test('the folder server stops at once, even with a connection on which no request came', async () => {
  const { origin, server } = await serveFolder(mkdtempSync(join(tmpdir(), 'cabinet-static-')));
  const { port } = new URL(origin);
  // What a browser's connection opened ahead of need looks like to the server.
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.on('error', () => undefined);

  const started = Date.now();
  const outcome = await Promise.race([
    stopServing(server).then(() => 'stopped'),
    new Promise((resolve) => setTimeout(() => resolve('still serving after 5 s'), 5000)),
  ]);
  expect(outcome).toBe('stopped');
  expect(Date.now() - started).toBeLessThan(1000);
  socket.destroy();
});
