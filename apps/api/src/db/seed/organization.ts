import { demoPractice, demoPracticeEmail } from '@cabinet/i18n/defaults/demo-practice';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { organization } from '../schema/organization.ts';

/** The practice's fictional demo identity; staff replace it in the organization settings. */
const demoOrganization = {
  id: 1,
  string_id: 'main_organization',
  ...demoPractice,
  email: demoPracticeEmail,
  system: true,
};

export async function seedOrganization(db: Database): Promise<void> {
  await db
    .insert(organization)
    .values(demoOrganization)
    .onConflictDoNothing({ target: organization.id });
  // An explicit id does not move the identity sequence; keep it past the highest id.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('organization', 'id'), (select max(id) from organization))`,
  );
}
