import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { LANGUAGE_PREFERENCE, userPreference } from '../../src/db/schema/user-preference.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { user } from '../../src/db/schema/user.ts';
import { testAdmin } from '../helpers/test-admin.ts';

/**
 * A DATA_DIR on the embedded database with four accounts: the seeded super admin (no language
 * said: French), an admin who reads German, an inactive admin and a user who is no admin. Only the
 * first two are to be told of a failure. The practice's mail goes to `smtpPort` on loopback.
 */
export async function alertDataDir(smtpPort: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-alert-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await applyMigrations(database);
    await seedDatabase(database.db, testAdmin);
    await pointMailAt(database, smtpPort);
    await addAccounts(database);
  } finally {
    await database.close();
  }
  return dataDir;
}

export async function pointMailAt(database: DatabaseHandle, port: number): Promise<void> {
  await database.db
    .update(organization)
    .set({
      name: 'Cabinet Lac',
      mail_server: '127.0.0.1',
      mail_port: port,
      mail_from: 'noreply@cabinet.example',
      mail_starttls: false,
    })
    .where(eq(organization.id, 1));
}

async function addAccounts(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const adminRole = await roleIdByStringId(db, 'admin_role');
  const userRoleId = await roleIdByStringId(db, 'user_role');
  const account = async (username: string, active: boolean, roleId: number) => {
    const [row] = await db
      .insert(user)
      .values({ username, email: `${username}@example.com`, organization_id: 1, active })
      .returning({ id: user.id });
    await db.insert(userRole).values({ user_id: row!.id, role_id: roleId });
    return row!.id;
  };
  const german = await account('anna', true, adminRole);
  await db
    .insert(userPreference)
    .values({ user_id: german, key: LANGUAGE_PREFERENCE, value: 'de' });
  await account('former', false, adminRole);
  await account('staff', true, userRoleId);
}
