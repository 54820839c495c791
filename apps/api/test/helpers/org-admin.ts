import type { FastifyInstance } from 'fastify';
import { user } from '../../src/db/schema/user.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { tokenFor } from './auth.ts';

/** An organization admin (admin_role, not super admin) with a known password, and their token. */
export async function orgAdmin(app: FastifyInstance, username = 'office.admin') {
  const password = 'Office-admin-passw0rd';
  const [row] = await app.db
    .insert(user)
    .values({
      username,
      email: `${username}@example.ch`,
      password_hash: await hashPassword(password),
      organization_id: 1,
    })
    .returning({ id: user.id });
  await app.db
    .insert(userRole)
    .values({ user_id: row!.id, role_id: await roleIdByStringId(app.db, 'admin_role') });
  return { id: row!.id, token: await tokenFor(app, username, password) };
}
