import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organization } from '../../db/schema/organization.ts';

export type OrganizationRow = typeof organization.$inferSelect;

export async function loadOrganization(db: Database, id: number) {
  return (await db.select().from(organization).where(eq(organization.id, id)))[0];
}

/** Writes the changed settings (none: the row as it is) and answers the stored row. */
export async function saveOrganization(
  db: Database,
  row: OrganizationRow,
  values: Partial<OrganizationRow>,
): Promise<OrganizationRow> {
  if (Object.keys(values).length === 0) return row;
  const [updated] = await db
    .update(organization)
    .set(values)
    .where(eq(organization.id, row.id))
    .returning();
  return updated!;
}
