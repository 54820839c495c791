import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../client.ts';
import { user } from '../schema/user.ts';
import { userRole } from '../schema/user-role.ts';
import { roleIdByStringId } from './roles.ts';

export interface AdminSeedOptions {
  username: string;
  email: string;
  password?: string | undefined;
}

export interface AdminSeedResult {
  created: boolean;
  /** Set only when no password was configured and one was generated: shown once, never stored. */
  generatedPassword?: string;
}

/** Creates the first super admin when no user holds the super admin role yet. */
export async function seedAdmin(db: Database, options: AdminSeedOptions): Promise<AdminSeedResult> {
  const superAdminRoleId = await roleIdByStringId(db, 'super_admin_role');
  const holders = await db
    .select({ id: userRole.user_id })
    .from(userRole)
    .where(eq(userRole.role_id, superAdminRoleId))
    .limit(1);
  if (holders.length > 0) return { created: false };

  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const password = options.password ?? generatedPassword!;
  const [created] = await db
    .insert(user)
    .values({
      username: options.username,
      email: options.email,
      name: 'Administrator',
      password_hash: await hashPassword(password),
      signed_up: true,
      internal: true,
      organization_id: 1,
    })
    .returning({ id: user.id });
  await db.insert(userRole).values({ user_id: created!.id, role_id: superAdminRoleId });
  return generatedPassword ? { created: true, generatedPassword } : { created: true };
}
