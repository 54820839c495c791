import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notification } from '../../db/schema/notification.ts';
import { role } from '../../db/schema/role.ts';
import { user } from '../../db/schema/user.ts';
import { userRole } from '../../db/schema/user-role.ts';
import type { NoticeKind } from './notice-kinds.ts';

export interface NewNotification {
  /** The English title, shown as it is by a reader that does not know the kind. */
  title: string;
  /** What it is about, for the back-office to word in the reader's language. */
  kind?: NoticeKind;
  content?: string;
  link?: string;
}

/**
 * Notifies the active staff of an organization (holders of the admin or super admin role), e.g. of a
 * new contact request. Answers how many were notified. Never put health data in the text.
 */
export async function notifyStaff(
  db: Database,
  organizationId: number,
  message: NewNotification,
): Promise<number> {
  const staff = await db
    .selectDistinct({ id: user.id })
    .from(user)
    .innerJoin(userRole, eq(userRole.user_id, user.id))
    .innerJoin(role, eq(role.id, userRole.role_id))
    .where(
      and(
        eq(user.organization_id, organizationId),
        eq(user.active, true),
        inArray(role.string_id, ['super_admin_role', 'admin_role']),
      ),
    );
  if (staff.length === 0) return 0;
  await db.insert(notification).values(
    staff.map(({ id }) => ({
      owner_id: id,
      organization_id: organizationId,
      title: message.title,
      kind: message.kind ?? null,
      content: message.content ?? null,
      link: message.link ?? null,
    })),
  );
  return staff.length;
}
