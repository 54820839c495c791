import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { impliedRole } from '../../src/db/schema/implied-role.ts';
import { role } from '../../src/db/schema/role.ts';
import { user } from '../../src/db/schema/user.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { loadCurrentUser } from '../../src/auth/current-user.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

let handle: DatabaseHandle;
let userId: number;
let ids: Record<string, number>;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle.db, {
    username: 'admin',
    email: 'admin@example.com',
    password: 'Seed-passw0rd',
  });
  const created = await handle.db
    .insert(role)
    .values([
      { name: 'Reception', permissions: ['contact_request:read:org'] },
      { name: 'Billing', permissions: ['invoice:read:org'] },
      { name: 'Archived', permissions: ['secret:read:*'], active: false },
    ])
    .returning({ id: role.id, name: role.name });
  ids = Object.fromEntries(created.map((r) => [r.name, r.id]));
  // Reception ⇄ Billing imply each other (a cycle); Billing implies an archived role.
  await handle.db.insert(impliedRole).values([
    { role_id: ids.Reception!, implied_role_id: ids.Billing! },
    { role_id: ids.Billing!, implied_role_id: ids.Reception! },
    { role_id: ids.Billing!, implied_role_id: ids.Archived! },
  ]);
  const [row] = await handle.db
    .insert(user)
    .values({ username: 'reception', email: 'reception@example.com', organization_id: 1 })
    .returning({ id: user.id });
  userId = row!.id;
  await handle.db.insert(userRole).values({ user_id: userId, role_id: ids.Reception! });
});
afterAll(() => handle.close());

describe('loadCurrentUser', () => {
  it('follows implied roles through a cycle, once each, and ignores archived roles', async () => {
    const current = await loadCurrentUser(handle.db, userId);
    expect(current?.roles.map((r) => r.name)).toEqual(['Reception']);
    expect(current?.allRoles.map((r) => r.name).sort()).toEqual(['Billing', 'Reception']);
    expect(current?.permissions).toEqual(['contact_request:read:org', 'invoice:read:org']);
  });

  it('gives the super admin the whole seeded chain', async () => {
    const [admin] = await handle.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.username, 'admin'));
    const current = await loadCurrentUser(handle.db, admin!.id);
    expect(current?.allRoles.map((r) => r.string_id).sort()).toEqual([
      'admin_role',
      'public_role',
      'super_admin_role',
      'user_role',
    ]);
    expect(current?.organization).toEqual({ id: 1, name: 'Cabinet Lac & Parole' });
  });

  it('answers null for an unknown user', async () => {
    expect(await loadCurrentUser(handle.db, 999_999)).toBeNull();
  });
});
