import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@cabinet/i18n/languages';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { role } from '../../db/schema/role.ts';
import { LANGUAGE_PREFERENCE, userPreference } from '../../db/schema/user-preference.ts';
import { userRole } from '../../db/schema/user-role.ts';
import { user } from '../../db/schema/user.ts';

export interface AlertRecipient {
  email: string;
  language: Language;
  organizationId: number;
}

/**
 * Who is told when a service or the backup fails: every active administrator (admin or super admin
 * role) with an address, of every organization (a server's failure stops them all), each in the
 * language they last used the back-office in (French when they never said), each through their own
 * organization's mail settings.
 */
export async function alertRecipients(db: Database): Promise<AlertRecipient[]> {
  const rows = await db
    .selectDistinct({
      email: user.email,
      organizationId: user.organization_id,
      language: userPreference.value,
    })
    .from(user)
    .innerJoin(userRole, eq(userRole.user_id, user.id))
    .innerJoin(role, eq(role.id, userRole.role_id))
    .leftJoin(
      userPreference,
      and(eq(userPreference.user_id, user.id), eq(userPreference.key, LANGUAGE_PREFERENCE)),
    )
    .where(
      and(
        eq(user.active, true),
        ne(user.email, ''),
        inArray(role.string_id, ['super_admin_role', 'admin_role']),
      ),
    );
  return rows.map((row) => ({
    email: row.email,
    organizationId: row.organizationId,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  }));
}
