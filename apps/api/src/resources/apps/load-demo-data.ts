import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { app } from '../../db/schema/app.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { notification } from '../../db/schema/notification.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import { user } from '../../db/schema/user.ts';
import { userRole } from '../../db/schema/user-role.ts';
import { roleIdByStringId } from '../../db/seed/roles.ts';
import {
  demoContactRequests,
  demoNotifications,
  demoPractitioners,
  demoUsers,
} from './demo-data.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';

export interface DemoDataCounts {
  users: number;
  notifications: number;
  contact_requests: number;
  practitioners: number;
}

/** A domain reserved for examples (RFC 2606): no mail to a demo account ever reaches anyone. */
const emailOf = (username: string) => `${username}@example.com`;

/**
 * Loads an app's demo data in one transaction, once. Demo users get no password and a reserved
 * address, so nobody signs in as them; demo administrators are made inactive on top, so no path
 * (link, reset) opens one until a real administrator turns it on. `notifyUserId`, the administrator
 * loading it, gets notifications too.
 */
export function loadDemoData(
  db: Database,
  appName: string,
  target: { organizationId: number; notifyUserId: number | null },
): Promise<DemoDataCounts> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [installed] = await tx.select().from(app).where(eq(app.name, appName));
    if (!installed) throw new NotFoundError(`No app is named "${appName}".`);
    // The update takes the row lock: of two concurrent loads, the second finds it set.
    const [claimed] = await tx
      .update(app)
      .set({ demo_data_loaded_at: new Date() })
      .where(and(eq(app.id, installed.id), isNull(app.demo_data_loaded_at)))
      .returning({ id: app.id });
    if (!claimed) throw new BadRequestError(`The demo data of "${appName}" is already loaded.`);
    const names = demoUsers.map((u) => u.username);
    const taken = await tx
      .select({ username: user.username })
      .from(user)
      .where(or(inArray(user.username, names), inArray(user.email, names.map(emailOf))));
    if (taken.length)
      throw new BadRequestError(
        `The demo data cannot be loaded: the user "${taken[0]!.username}" already exists.`,
      );
    const users = await tx
      .insert(user)
      .values(
        demoUsers.map((u) => ({
          string_id: `demo_${u.username.replace('.', '_')}`,
          username: u.username,
          email: emailOf(u.username),
          name: `${u.first_name} ${u.last_name}`,
          first_name: u.first_name,
          last_name: u.last_name,
          title: u.title,
          city: u.city,
          zip: u.zip,
          country: 'CH',
          organization_id: target.organizationId,
          active: u.role !== 'admin_role',
        })),
      )
      .returning({ id: user.id, username: user.username });
    const roleIds = {
      admin_role: await roleIdByStringId(tx, 'admin_role'),
      user_role: await roleIdByStringId(tx, 'user_role'),
    };
    await tx.insert(userRole).values(
      users.map((row) => ({
        user_id: row.id,
        role_id: roleIds[demoUsers.find((u) => u.username === row.username)!.role],
      })),
    );
    const owners = [
      ...users.map((row) => row.id),
      ...(target.notifyUserId ? [target.notifyUserId] : []),
    ];
    const notifications = owners.flatMap((owner_id) =>
      demoNotifications.map((n) => ({ ...n, owner_id, organization_id: target.organizationId })),
    );
    await tx.insert(notification).values(notifications);
    await tx.insert(contactRequest).values(
      demoContactRequests.map((request) => ({
        ...request,
        organization_id: target.organizationId,
        consent_at: new Date(),
        closed_at: request.status === 'closed' ? new Date() : null,
      })),
    );
    await tx
      .insert(practitioner)
      .values(
        demoPractitioners.map((person) => ({ ...person, organization_id: target.organizationId })),
      );
    return {
      users: users.length,
      notifications: notifications.length,
      contact_requests: demoContactRequests.length,
      practitioners: demoPractitioners.length,
    };
  });
}
