import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { testAdmin } from './test-admin.ts';
import { openTestDatabase } from './test-database.ts';

export { testAdmin };

/** The whole API on a fresh seeded database, called with `app.inject()`. */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  {
    logLines,
    mailQueue,
    trackingReconnectGraceMs,
  }: {
    logLines?: string[];
    mailQueue?: AppOptions['mailQueue'];
    trackingReconnectGraceMs?: number;
  } = {},
): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  await seedDatabase(database.db, testAdmin);
  return buildApp({
    // A fresh data folder per app, so uploaded files never land in the repository.
    config: loadConfig({
      ADMIN_PASSWORD: testAdmin.password,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cabinet-test-')),
      ...env,
    }),
    database,
    appSecret: 'test-secret-that-is-long-enough-for-hs256',
    mailQueue,
    // A visit closes as soon as its socket does, unless a test waits for a reconnection.
    trackingReconnectGraceMs: trackingReconnectGraceMs ?? 0,
    // Quiet, unless the test reads the log lines the API writes.
    ...(logLines
      ? { logStream: { write: (line: string) => void logLines.push(line) } }
      : { logger: false }),
  });
}

/** The API as a practice's production server runs it (NODE_ENV=production, a strong setup). */
export function buildProductionTestApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  return buildTestApp({
    NODE_ENV: 'production',
    APP_SECRET: 'a-production-secret-of-at-least-32-characters',
    ADMIN_PASSWORD: 'Strong-Production-passw0rd',
    ...env,
  });
}
