import type { Database } from '../client.ts';
import { seedAdmin, type AdminSeedOptions, type AdminSeedResult } from './admin.ts';
import { seedApps } from './apps.ts';
import { seedLocales } from './locales.ts';
import { seedOrganization } from './organization.ts';
import { seedRoles } from './roles.ts';
import { seedSiteContent } from './site-content.ts';

/** Runs on every start; each step is idempotent, so a restart never duplicates anything. */
export async function seedDatabase(
  db: Database,
  admin: AdminSeedOptions,
): Promise<AdminSeedResult> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await seedOrganization(txDb);
    await seedLocales(txDb);
    await seedRoles(txDb);
    const adminResult = await seedAdmin(txDb, admin);
    await seedSiteContent(txDb);
    await seedApps(txDb);
    return adminResult;
  });
}
