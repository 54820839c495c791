import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../src/db/schema/role.ts';
import { user } from '../../src/db/schema/user.ts';
import { delimiterOf } from '../../src/engine/csv-delimiter.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  token = await tokenFor(app, testAdmin.username, testAdmin.password);
});
afterAll(() => app.close());

function upload(model: string, csv: string, query = '') {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), `${model}.csv`);
  return app.inject({
    method: 'POST',
    url: `/api/v1/${model}/import${query}`,
    payload: form,
    headers: bearer(token),
  });
}

const usersLike = async (prefix: string) =>
  (
    await app.db
      .select({ username: user.username })
      .from(user)
      .where(like(user.username, `${prefix}%`))
  )
    .map((row) => row.username)
    .sort();

describe('import dry run', () => {
  it('counts what would be created and updated, and keeps nothing', async () => {
    const response = await upload(
      'user',
      'username,email,first_name\r\ndry.one,dry.one@example.com,Anne\r\ndry.two,dry.two@example.com,Luc\r\n',
      '?dry_run=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 2, errors: [], error_count: 0 });
    expect(await usersLike('dry.')).toEqual([]);
  });

  it('lists every problem by line and column, reading on past bad rows', async () => {
    const response = await upload(
      'user',
      [
        'username,email,internal',
        'dry.ok,dry.ok@example.com,false',
        'dry.bad,not-an-email,false',
        'dry.flag,dry.flag@example.com,perhaps',
        'dry.ok2,dry.ok2@example.com,true',
        `${testAdmin.username},taken@example.com,false`,
        '',
      ].join('\r\n'),
      '?dry_run=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: 2,
      updated: 0,
      error_count: 3,
      errors: [
        { row: 3, column: 'email', message: 'email must be an email address.' },
        { row: 4, column: 'internal', message: 'must be true or false.' },
        {
          row: 6,
          column: 'username',
          message: expect.stringContaining('already') as string,
        },
      ],
    });
    expect(await usersLike('dry.')).toEqual([]);
  });

  it('checks the database rules too: a name taken within the file', async () => {
    const response = await upload(
      'role',
      'name,permissions\r\nDry Twin,[]\r\nDry Twin,[]\r\n',
      '?dry_run=1',
    );
    expect(response.json()).toMatchObject({
      created: 1,
      error_count: 1,
      errors: [{ row: 3, column: 'name', message: 'A role with name "Dry Twin" already exists.' }],
    });
    expect(await app.db.select().from(role).where(like(role.name, 'Dry Twin%'))).toEqual([]);
  });

  it('tells user names taken within the file or by other users, whatever the case, by line and column', async () => {
    const response = await upload(
      'user',
      [
        'username,email',
        'dry.same,dry.same@example.com',
        'DRY.SAME,dry.other@example.com',
        'dry.mail,DRY.SAME@example.com',
        'dry.cross,dry.same',
        `${testAdmin.email},dry.admin@example.com`,
        'dry.fine,dry.fine@example.com',
        '',
      ].join('\r\n'),
      '?dry_run=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: 2,
      updated: 0,
      error_count: 4,
      errors: [
        { row: 3, column: 'username', message: 'A user with username "DRY.SAME" already exists.' },
        {
          row: 4,
          column: 'email',
          message: 'A user with email "DRY.SAME@example.com" already exists.',
        },
        { row: 5, column: 'email', message: expect.stringContaining('email must be') as string },
        {
          row: 6,
          column: 'username',
          message: `"${testAdmin.email}" is already another user’s email address.`,
        },
      ],
    });
    expect(await usersLike('dry.')).toEqual([]);
  });

  it('refuses a whole import whose file repeats a user name, naming the line', async () => {
    const response = await upload(
      'user',
      'username,email\r\ndry.twice,a.twice@example.com\r\ndry.Twice,b.twice@example.com\r\n',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Line 3: A user with username "dry.Twice" already exists.',
    });
    expect(await usersLike('dry.')).toEqual([]);
  });

  it('then the import commits all rows or none', async () => {
    const good = 'username,email\r\ndry.kept,dry.kept@example.com\r\n';
    expect((await upload('user', good, '?dry_run=true')).json()).toMatchObject({ created: 1 });
    expect(await usersLike('dry.kept')).toEqual([]);
    const committed = await upload('user', good);
    expect(committed.json()).toEqual({ created: 1, updated: 0 });
    expect(await usersLike('dry.kept')).toEqual(['dry.kept']);
  });
});

describe('files as Excel saves them', () => {
  it('reads a semicolon-separated file with a UTF-8 BOM, commas inside values kept', async () => {
    const csv =
      '\uFEFFusername;email;city\r\nexcel.one;excel.one@example.com;Neuchâtel, centre\r\n';
    const response = await upload('user', csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 0 });
    const [stored] = await app.db.select().from(user).where(like(user.username, 'excel.one'));
    expect(stored).toMatchObject({ email: 'excel.one@example.com', city: 'Neuchâtel, centre' });
  });

  it('tells the separator from the header line, quotes respected', () => {
    expect(delimiterOf('name;"a,b";c')).toBe(';');
    expect(delimiterOf('name,"a;b;c",d')).toBe(',');
    expect(delimiterOf('name')).toBe(',');
  });
});
