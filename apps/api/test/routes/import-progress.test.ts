import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportProgressBoard } from '../../src/engine/import-progress.ts';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
});
afterAll(() => app.close());

const BOUNDARY = 'cabinet-progress-test';

/**
 * An import whose file the test sends a piece at a time: the upload stays open between pieces, so
 * the import is seen mid-way for certain, not by luck of timing.
 */
function importInPieces(progressId: string, query = '') {
  const body = new PassThrough();
  const answer = app.inject({
    method: 'POST',
    url: `/api/v1/user/import?progress_id=${progressId}${query}`,
    headers: {
      ...bearer(adminToken),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: body,
  });
  body.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  return {
    answer,
    send: (text: string) => body.write(text),
    end: () => body.end(`\r\n--${BOUNDARY}--\r\n`),
  };
}

const progressOf = (id: string, token = adminToken) =>
  app.inject({ method: 'GET', url: `/api/v1/util/import_progress/${id}`, headers: bearer(token) });

/** Asks for the progress until `done` holds of it, or fails after a few seconds. */
async function progressUntil(id: string, done: (body: Record<string, unknown>) => boolean) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await progressOf(id);
    const state = response.json<Record<string, unknown>>();
    if (response.statusCode === 200 && done(state)) return state;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the import's progress never reached the state looked for`);
}

const rows = (prefix: string, from: number, count: number) =>
  Array.from(
    { length: count },
    (_, i) => `${prefix}${from + i},${prefix}${from + i}@example.com\r\n`,
  ).join('');

describe('import progress', () => {
  it('tells the rows read while the file comes in, then the counts once it is done', async () => {
    const upload = importInPieces('follow-reading-1');
    upload.send(`username,email\r\n${rows('prog.read.', 1, 3)}`);
    // The last row sent waits for its line end, which the upload holds back with the boundary.
    expect(
      await progressUntil('follow-reading-1', (state) => Number(state.rows_done) >= 2),
    ).toEqual({ phase: 'reading', rows_done: 2, rows_total: null });

    upload.send(rows('prog.read.', 4, 2));
    upload.end();
    const answer = await upload.answer;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ created: 5, updated: 0 });
    // Writing counted the five new rows; the state is kept for the dialog's last look.
    expect((await progressOf('follow-reading-1')).json()).toEqual({
      phase: 'done',
      rows_done: 5,
      rows_total: 5,
    });
  });

  it('follows a dry run the same way, and a refused import ends as failed', async () => {
    const dry = importInPieces('follow-dry-run-1', '&dry_run=true');
    dry.send(`username,email\r\n${rows('prog.dry.', 1, 2)}`);
    dry.end();
    expect((await dry.answer).json()).toMatchObject({ created: 2, error_count: 0 });
    expect((await progressOf('follow-dry-run-1')).json()).toMatchObject({ phase: 'done' });

    const refused = importInPieces('follow-refused-1');
    refused.send('username,email\r\nprog.bad,not-an-email\r\n');
    refused.end();
    expect((await refused.answer).statusCode).toBe(400);
    expect((await progressOf('follow-refused-1')).json()).toMatchObject({ phase: 'failed' });
  });

  it('answers only the user who started the import, and 401 without a token', async () => {
    const upload = importInPieces('owner-only-1');
    upload.send(`username,email\r\n${rows('prog.owner.', 1, 1)}`);
    upload.end();
    await upload.answer;
    const other = await progressOf('owner-only-1', userToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      detail: 'No import with this progress id is running on this server.',
    });
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/v1/util/import_progress/owner-only-1',
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/v1/util/import_progress/owner-only-1',
      headers: bearer(`${adminToken}x`),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a malformed progress id with a message, before reading the file', async () => {
    const upload = importInPieces('no', '');
    upload.send(`username,email\r\n${rows('prog.badid.', 1, 1)}`);
    upload.end();
    const answer = await upload.answer;
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      detail: 'progress_id must be 8 to 64 letters, digits, "-" or "_" (a UUID, say).',
    });
    const badId = await progressOf('bad.id.1234');
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toMatchObject({ detail: [{ loc: ['params', 'id'], type: 'pattern' }] });
  });

  it('answers while another transaction holds the database, as a long import does', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = app.db.transaction(async () => held);
    try {
      const answered = await Promise.race([
        progressOf('while-held-1').then((response) => response.statusCode),
        new Promise((resolve) => setTimeout(() => resolve('no answer within 3 s'), 3000)),
      ]);
      expect(answered).toBe(404);
    } finally {
      release();
      await holding;
    }
  });
});

describe('the board of followed imports', () => {
  it('keeps an ended import for a minute, then forgets it; a running one stays', () => {
    let now = 0;
    const board = new ImportProgressBoard(() => now);
    const ended = board.follow(1, 'ended-import');
    const running = board.follow(1, 'running-import');
    running.progress.phase('checking', 10);
    ended.end(true);
    now = 59_999;
    expect(board.read(1, 'ended-import')).toEqual({
      phase: 'done',
      rows_done: 0,
      rows_total: null,
    });
    now = 60_000;
    expect(board.read(1, 'ended-import')).toBeNull();
    expect(board.read(1, 'running-import')).toEqual({
      phase: 'checking',
      rows_done: 0,
      rows_total: 10,
    });
    // Another user's import of the same id is another entry; a second follow of an id in use is not.
    expect(board.read(2, 'running-import')).toBeNull();
    const again = board.follow(1, 'running-import');
    again.progress.phase('writing', 99);
    expect(board.read(1, 'running-import')).toMatchObject({ phase: 'checking' });
  });
});
