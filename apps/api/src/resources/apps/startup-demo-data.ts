import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/user.ts';
import { installedApps } from '../../db/seed/apps.ts';
import { loadDemoData } from './load-demo-data.ts';

/** Fills a fresh database with every installed app's demo data, for `npm start`'s first run. */
export async function loadStartupDemoData(db: Database, adminUsername: string): Promise<void> {
  const [admin] = await db
    .select({ id: user.id, organization_id: user.organization_id })
    .from(user)
    .where(eq(user.username, adminUsername));
  for (const installed of installedApps) {
    await loadDemoData(db, installed.name, {
      organizationId: admin?.organization_id ?? 1,
      notifyUserId: admin?.id ?? null,
    });
  }
}
