import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPublicSignup, bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { solvedChallenge } from '../helpers/human-check.ts';

/**
 * When the database fails, the driver's error carries the SQL and every bound value: a contact
 * message, an email, a whole import batch, a password hash. The log keeps the error's code, table,
 * constraint and route only, and the answer is a plain `{detail}`.
 */
let app: FastifyInstance;
let adminToken: string;
const logLines: string[] = [];

/** Makes every insert into a table fail the way a full disk or a lost replica would. */
async function breakInserts(table: string) {
  await app.db.execute(
    sql.raw(`create or replace function refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'the storage is unavailable'; end $$`),
  );
  await app.db.execute(
    sql.raw(`create trigger refuse_${table} before insert on "${table}"
      for each row execute function refuse_write()`),
  );
}

/** The log lines that carry any of the given texts. */
const linesWith = (texts: string[]) =>
  logLines.filter((line) => texts.some((text) => line.includes(text)));

beforeAll(async () => {
  app = await buildTestApp({ LOG_LEVEL: 'info' }, { logLines });
  adminToken = await tokenFor(app, testAdmin.username, testAdmin.password);
  await openPublicSignup(app);
  for (const table of ['contact_request', 'user']) await breakInserts(table);
});
afterAll(() => app.close());

/** An answer that explains nothing of the internals. */
function expectCleanAnswer(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(500);
  expect(JSON.parse(response.body)).toEqual({ detail: 'An unexpected error occurred.' });
  expect(response.body).not.toMatch(/insert|select|params|contact_request/i);
}

describe('a database failure', () => {
  it('during a contact request logs neither the message nor who wrote it', async () => {
    const submitted = {
      name: 'Aurélie',
      surname: 'Testlog-Vuilleumier',
      email: 'aurelie.vuilleumier@example.ch',
      phone: '+41 79 555 12 34',
      message: 'Depuis la fausse couche, je ne dors plus et je pense à mourir.',
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/submit',
      payload: { ...submitted, consent: true, altcha: await solvedChallenge(app) },
    });
    expectCleanAnswer(response);
    expect(linesWith(Object.values(submitted))).toEqual([]);
    const failure = logLines.find((line) => line.includes('"P0001"'));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure!)).toMatchObject({
      err: { code: 'P0001' },
      route: 'POST /api/submit',
    });
  });

  it('during an import logs none of the imported rows', async () => {
    const csv =
      'username,email,first_name,last_name,phone\r\n' +
      'bastien.j,bastien.jeanneret@example.ch,Bastien,Importlog-Jeanneret,+41 32 555 01 01\r\n' +
      'chloe.p,chloe.perrenoud@example.ch,Chloé,Importlog-Perrenoud,+41 32 555 02 02\r\n';
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'user.csv');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/import',
      payload: form,
      headers: bearer(adminToken),
    });
    expectCleanAnswer(response);
    const texts = csv
      .split('\r\n')
      .slice(1)
      .flatMap((row) => row.split(','))
      .filter((cell) => cell.length > 6);
    expect(linesWith(texts)).toEqual([]);
    expect(logLines.some((line) => line.includes('POST /api/v1/user/import'))).toBe(true);
  });

  it('during a sign-up logs neither the email nor the password hash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email: 'daniel.signuplog@example.ch', password: 'Signup-passw0rd' },
    });
    expectCleanAnswer(response);
    expect(linesWith(['daniel.signuplog', '$argon2', 'Signup-passw0rd'])).toEqual([]);
  });
});
