import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { locale } from '../../src/db/schema/locale.ts';
import { siteContent } from '../../src/db/schema/site-content.ts';
import { SEARCHED, user } from '../../src/db/schema/user.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { compileFilter, filterNames, type Filter } from '../../src/engine/filter.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { BadRequestError } from '../../src/errors.ts';

let handle: DatabaseHandle;
const userContext = {
  table: user,
  secret: ['password_hash', 'totp_secret_sealed', 'pending_totp_secret_sealed'],
};
const contentContext = {
  table: siteContent,
  secret: [],
  relations: {
    locale: { table: locale, via: 'locale_id', searchable: ['iso_code', 'code', 'name'] },
  },
};

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, {
    username: 'admin',
    email: 'admin@example.com',
    password: 'Seed-passw0rd',
  });
  await handle.db.insert(user).values([
    {
      username: 'jdupont',
      email: 'jeanne.dupont@example.com',
      first_name: 'Jeanne',
      last_name: 'Dupont',
      organization_id: 1,
      signed_up: true,
    },
    {
      username: 'mmuller',
      email: 'marc.muller@example.ch',
      first_name: 'Marc',
      last_name: 'Müller',
      organization_id: 1,
    },
    {
      username: 'percent',
      email: 'p@example.com',
      name: '100% sure',
      organization_id: 1,
      active: false,
    },
  ]);
});
afterAll(() => handle.close());

async function usernames(filter: Filter): Promise<string[]> {
  const rows = await handle.db
    .select({ username: user.username })
    .from(user)
    .where(compileFilter(userContext, filter));
  return rows.map((r) => r.username).sort();
}

const searchBox = (value: string, fields: readonly string[] = SEARCHED): Filter => ({
  OR: fields.map((field) => ({ field, operator: 'ilike', value })),
});

describe('the search box over the user search text', () => {
  const withSearchText = {
    ...userContext,
    searchText: { column: user.search_text, fields: SEARCHED },
  };
  const found = async (context: typeof userContext, filter: Filter) =>
    (
      await handle.db
        .select({ username: user.username })
        .from(user)
        .where(compileFilter(context, filter))
    )
      .map((r) => r.username)
      .sort();

  it('finds what five ilike criteria find, for any case, accents, wildcards and field edges', async () => {
    for (const term of ['MÜL', 'müller', 'jeanne.d', '0%', 'p@', 'e\nm', 'ont\njean', 'x', '%'])
      expect(await found(withSearchText, searchBox(term)), term).toEqual(
        await found(userContext, searchBox(term)),
      );
    expect(await found(withSearchText, searchBox('MÜL'))).toEqual(['mmuller']);
  });

  it('is used only for one term over exactly those fields', () => {
    const sqlOf = (filter: Filter) =>
      new PgDialect().sqlToQuery(compileFilter(withSearchText, filter)!).sql;
    expect(sqlOf(searchBox('mar'))).toContain('search_text');
    expect(sqlOf(searchBox('mar', ['name', 'email']))).not.toContain('search_text');
    expect(
      sqlOf({
        OR: [
          ...searchBox('mar').OR!.slice(1),
          { field: 'name', operator: 'ilike', value: 'other' },
        ],
      }),
    ).not.toContain('search_text');
  });
});

describe('compileFilter', () => {
  it('matches ilike anywhere in the text, in any case', async () => {
    expect(
      await usernames({ OR: [{ field: 'last_name', operator: 'ilike', value: 'pon' }] }),
    ).toEqual(['jdupont']);
    expect(
      await usernames({ OR: [{ field: 'email', operator: 'ilike', value: 'EXAMPLE.CH' }] }),
    ).toEqual(['mmuller']);
  });

  it('takes % and _ literally', async () => {
    expect(await usernames({ AND: [{ field: 'name', operator: 'like', value: '0%' }] })).toEqual([
      'percent',
    ]);
    expect(await usernames({ AND: [{ field: 'username', operator: 'like', value: '_' }] })).toEqual(
      [],
    );
  });

  it('needs every AND criterion and one OR criterion, the groups combined', async () => {
    const filter: Filter = {
      AND: [{ field: 'signed_up', operator: '=', value: true }],
      OR: [
        { field: 'username', operator: '=', value: 'jdupont' },
        { field: 'username', operator: '=', value: 'mmuller' },
      ],
    };
    expect(await usernames(filter)).toEqual(['jdupont']);
    expect(await usernames({ OR: filter.OR })).toEqual(['jdupont', 'mmuller']);
  });

  it('supports in, not_in, between, comparisons and null', async () => {
    expect(
      await usernames({
        AND: [{ field: 'username', operator: 'in', value: ['jdupont', 'percent'] }],
      }),
    ).toEqual(['jdupont', 'percent']);
    expect(
      await usernames({
        AND: [{ field: 'username', operator: 'not_in', value: ['jdupont', 'percent', 'admin'] }],
      }),
    ).toEqual(['mmuller']);
    expect(await usernames({ AND: [{ field: 'id', operator: 'between', value: [2, 3] }] })).toEqual(
      ['jdupont', 'mmuller'],
    );
    expect(await usernames({ AND: [{ field: 'id', operator: '>', value: '3' }] })).toEqual([
      'percent',
    ]);
    expect(await usernames({ AND: [{ field: 'first_name', operator: '=', value: null }] })).toEqual(
      ['admin', 'percent'],
    );
    expect(
      await usernames({
        AND: [{ field: 'created_at', operator: '<=', value: '2000-01-01T00:00:00Z' }],
      }),
    ).toEqual([]);
  });

  it('follows one level of relation fields', async () => {
    const rows = await handle.db
      .select({ name: siteContent.name })
      .from(siteContent)
      .where(
        compileFilter(contentContext, {
          AND: [
            { field: 'locale.iso_code', operator: '=', value: 'de' },
            { field: 'name', operator: '=', value: 'public' },
          ],
        }),
      );
    expect(rows).toEqual([{ name: 'public' }]);
  });

  it.each([
    [
      { AND: [{ field: 'shoe_size', operator: '=', value: 1 }] },
      'Unknown field "shoe_size" for user.',
    ],
    [
      { AND: [{ field: 'password_hash', operator: 'ilike', value: 'a' }] },
      'The field "password_hash" of user cannot be searched.',
    ],
    [
      { OR: [{ field: 'username', operator: 'regex', value: 'a' }] },
      'Unknown operator "regex". Use one of: =, !=, in, not_in, >, >=, <, <=, like, ilike, between.',
    ],
    [
      { AND: [{ field: 'id', operator: '=', value: 'abc' }] },
      'The value for "id" must be a number.',
    ],
    [
      { AND: [{ field: 'signed_up', operator: '=', value: 'yes' }] },
      'The value for "signed_up" must be true or false.',
    ],
    [
      { AND: [{ field: 'created_at', operator: '>', value: 'yesterday' }] },
      'The value for "created_at" must be an ISO 8601 date.',
    ],
    [
      { AND: [{ field: 'id', operator: 'between', value: [1] }] },
      'The operator "between" on "id" needs a list of two values.',
    ],
    [
      { AND: [{ field: 'id', operator: 'in', value: [] }] },
      'The operator "in" on "id" needs a non-empty list.',
    ],
    [
      { AND: [{ field: 'id', operator: 'ilike', value: '1' }] },
      'The operator "ilike" applies to text; "id" is not text.',
    ],
    [
      { AND: [{ field: 'organization.name', operator: '=', value: 'x' }] },
      'Unknown field "organization.name" for user.',
    ],
    [{ AND: 'username' } as unknown as Filter, '"AND" must be a list of criteria.'],
  ])('refuses %j with a 400 naming the problem', (filter, message) => {
    let thrown: unknown;
    try {
      compileFilter(userContext, filter);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BadRequestError);
    expect((thrown as Error).message).toBe(message);
  });

  it('tells whether a filter names a field', () => {
    expect(filterNames({ AND: [{ field: 'active', operator: '=', value: false }] }, 'active')).toBe(
      true,
    );
    expect(filterNames({ OR: [{ field: 'name', operator: 'ilike', value: 'a' }] }, 'active')).toBe(
      false,
    );
    expect(filterNames(undefined, 'active')).toBe(false);
  });
});
