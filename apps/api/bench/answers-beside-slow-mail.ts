// Part of `pnpm bench`: how long a visitor waits for the answer to a contact request and to a
// reset-link request when the practice's mail server accepts connections and never speaks, against
// the same requests with no mail server set up, measured alternately in the same run (the baseline).
// The test suite checks that the answers never wait for the mail (test/mail/mail-queue.test.ts,
// test/routes/account-link-requests.test.ts); here are the figures, judged by nobody.
import { mkdtempSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveHumanCheck, type HumanCheckChallenge } from '@cabinet/e2e/human-check';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { organization } from '../src/db/schema/organization.ts';
import { seedDatabase } from '../src/db/seed/index.ts';

export interface AnswerFigures {
  request: string;
  'silent mail server, median ms': number;
  'no mail server, median ms': number;
  ratio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function appOnFreshDatabase(): Promise<FastifyInstance> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await applyMigrations(database);
  const admin = { username: 'admin', email: 'admin@example.com', password: 'Bench-admin-passw0rd' };
  await seedDatabase(database.db, admin);
  return buildApp({
    config: loadConfig({
      ADMIN_PASSWORD: admin.password,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cabinet-bench-mail-')),
    }),
    database,
    appSecret: 'bench-secret-that-is-long-enough-for-hs256',
    logger: false,
  });
}

/** The time, in ms, one call to `app.inject` takes to answer. */
async function timed(send: () => Promise<{ statusCode: number }>): Promise<number> {
  const started = performance.now();
  const { statusCode } = await send();
  if (statusCode !== 200) throw new Error(`the bench's request was answered ${statusCode}`);
  return performance.now() - started;
}

export async function measureAnswersBesideSlowMail(rounds = 15): Promise<AnswerFigures[]> {
  const app = await appOnFreshDatabase();
  const sockets: Socket[] = [];
  const silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const silentPort = (silent.address() as { port: number }).port;
  const mailServer = (port: number | null) =>
    app.db
      .update(organization)
      .set({
        mail_server: port === null ? null : '127.0.0.1',
        mail_port: port,
        mail_from: port === null ? null : 'noreply@cabinet.example',
        mail_starttls: false,
      })
      .where(eq(organization.id, 1));
  let visitor = 0;
  const requests = {
    'POST /api/submit (contact request)': async () => {
      const challenge = (
        await app.inject({ url: '/api/v1/altcha/challenge' })
      ).json<HumanCheckChallenge>();
      const altcha = await solveHumanCheck(challenge);
      visitor += 1;
      return timed(() =>
        app.inject({
          method: 'POST',
          url: '/api/submit',
          payload: { consent: true, email: 'visitor@example.ch', altcha },
          remoteAddress: `10.9.${visitor >> 8}.${visitor & 255}`,
        }),
      );
    },
    'POST /reset-password-request': async () => {
      visitor += 1;
      return timed(() =>
        app.inject({
          method: 'POST',
          url: '/api/v1/reset-password-request',
          payload: { mixin_id: 'admin@example.com' },
          remoteAddress: `10.8.${visitor >> 8}.${visitor & 255}`,
        }),
      );
    },
  };
  try {
    const figures: AnswerFigures[] = [];
    for (const [request, send] of Object.entries(requests)) {
      const slow: number[] = [];
      const baseline: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        await mailServer(silentPort);
        slow.push(await send());
        await mailServer(null);
        baseline.push(await send());
      }
      figures.push({
        request,
        'silent mail server, median ms': Number(median(slow).toFixed(1)),
        'no mail server, median ms': Number(median(baseline).toFixed(1)),
        ratio: Number((median(slow) / median(baseline)).toFixed(2)),
      });
    }
    return figures;
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await app.close();
  }
}
