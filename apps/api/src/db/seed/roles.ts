import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { impliedRole } from '../schema/implied-role.ts';
import { role } from '../schema/role.ts';

/**
 * The system roles: super admin, admin, user and public, each implying the next one down, and
 * practitioner, a user who also follows the contact requests assigned to them.
 */
export const seededRoles = [
  {
    string_id: 'super_admin_role',
    name: 'Super admin',
    description: 'Every permission, in every organization.',
    permissions: ['*:*:*'],
    implies: 'admin_role',
  },
  {
    string_id: 'admin_role',
    name: 'Admin',
    description: 'Every permission within its organization.',
    permissions: ['*:*:org'],
    implies: 'user_role',
  },
  {
    string_id: 'user_role',
    name: 'User',
    description: 'Own profile, own files and own notifications.',
    permissions: [
      'user:read:own',
      'user:write:own',
      'attachment:*:own',
      'notification:*:own',
      'organization:read:org',
    ],
    implies: 'public_role',
  },
  {
    string_id: 'practitioner_role',
    name: 'Practitioner',
    description:
      'A user who follows the contact requests assigned to them and keeps their own availability.',
    permissions: [
      'contact_request:read:own',
      'contact_request:write:own',
      'practitioner:read:org',
      'practitioner_availability:*:own',
    ],
    implies: 'user_role',
  },
  {
    string_id: 'public_role',
    name: 'Public',
    description: 'Reads site content and locales; sends the contact form.',
    permissions: ['site_content:read:*', 'locale:read:*', 'contact_request:create:*'],
    implies: null,
  },
] as const;

export async function seedRoles(db: Database): Promise<void> {
  for (const { implies: _implies, ...values } of seededRoles) {
    await db
      .insert(role)
      .values({ ...values, permissions: [...values.permissions], system: true })
      .onConflictDoNothing({ target: role.string_id });
  }
  const rows = await db
    .select({ id: role.id, string_id: role.string_id })
    .from(role)
    .where(
      inArray(
        role.string_id,
        seededRoles.map((r) => r.string_id),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.string_id, r.id]));
  for (const seeded of seededRoles) {
    if (!seeded.implies) continue;
    const roleId = idOf.get(seeded.string_id)!;
    const impliedId = idOf.get(seeded.implies)!;
    await db
      .insert(impliedRole)
      .values({ role_id: roleId, implied_role_id: impliedId })
      .onConflictDoNothing();
  }
}

export async function roleIdByStringId(db: Database, stringId: string): Promise<number> {
  const [row] = await db.select({ id: role.id }).from(role).where(eq(role.string_id, stringId));
  if (!row) throw new Error(`Seeded role ${stringId} is missing.`);
  return row.id;
}
