import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTexts, NAMESPACES } from '@cabinet/i18n/defaults';
import type { DatabaseHandle } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { mergeSiteTexts } from '../../src/db/seed/site-content.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const admin = { username: 'admin', email: 'admin@example.com', password: 'Seed-test-passw0rd' };

async function countRows(table: (typeof schema)[keyof typeof schema]) {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('seedDatabase', () => {
  it('creates the organization, locales, roles, admin and site content once, however often it runs', async () => {
    const first = await seedDatabase(handle.db, admin);
    const second = await seedDatabase(handle.db, admin);
    expect(first).toEqual({ created: true });
    expect(second).toEqual({ created: false });
    expect(await countRows(schema.organization)).toBe(1);
    expect(await countRows(schema.locale)).toBe(3);
    expect(await countRows(schema.role)).toBe(5);
    expect(await countRows(schema.user)).toBe(1);
    expect(await countRows(schema.siteContent)).toBe(3 * NAMESPACES.length);
  });

  it('gives the admin the super admin role and an Argon2id hash of the configured password', async () => {
    const [row] = await handle.db
      .select({ hash: schema.user.password_hash, role: schema.role.string_id })
      .from(schema.user)
      .innerJoin(schema.userRole, eq(schema.userRole.user_id, schema.user.id))
      .innerJoin(schema.role, eq(schema.role.id, schema.userRole.role_id));
    expect(row?.role).toBe('super_admin_role');
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.hash!, admin.password)).toBe(true);
    expect(await verifyPassword(row!.hash!, 'wrong')).toBe(false);
  });

  it('chains the roles: super admin ⇒ admin ⇒ user ⇒ public, and practitioner ⇒ user', async () => {
    const roles = await handle.db.select().from(schema.role);
    const links = await handle.db.select().from(schema.impliedRole);
    const name = (id: number) => roles.find((r) => r.id === id)?.string_id;
    expect(links.map((l) => `${name(l.role_id)}→${name(l.implied_role_id)}`).sort()).toEqual([
      'admin_role→user_role',
      'practitioner_role→user_role',
      'super_admin_role→admin_role',
      'user_role→public_role',
    ]);
    expect(roles.every((r) => r.system)).toBe(true);
  });

  it('generates a password when none is configured, and reports it once', async () => {
    const other = await openTestDatabase();
    try {
      const result = await seedDatabase(other.db, { username: 'boss', email: 'boss@example.com' });
      expect(result.created).toBe(true);
      expect(result.generatedPassword).toMatch(/^[\w-]{16}$/);
      const [row] = await other.db.select({ hash: schema.user.password_hash }).from(schema.user);
      expect(await verifyPassword(row!.hash!, result.generatedPassword!)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('keeps the texts staff edited and follows the defaults for the rest', async () => {
    const [fr] = await handle.db
      .select()
      .from(schema.siteContent)
      .innerJoin(schema.locale, eq(schema.locale.id, schema.siteContent.locale_id))
      .where(eq(schema.locale.iso_code, 'fr'));
    const row = fr!.site_content;
    // Two texts of the namespace: one the staff edited, one they never touched.
    const [editedKey, untouchedKey] = Object.keys(row.content);
    expect(editedKey).toEqual(expect.any(String));
    expect(untouchedKey).toEqual(expect.any(String));
    const content: Record<string, string> = {
      ...row.content,
      obsolete: 'gone soon',
      [editedKey!]: 'Texte revu par le cabinet',
      [untouchedKey!]: 'Ancien texte par défaut',
    };
    await handle.db
      .update(schema.siteContent)
      .set({ content, edited_keys: [editedKey!] })
      .where(eq(schema.siteContent.id, row.id));

    await seedDatabase(handle.db, admin);

    const [after] = await handle.db
      .select()
      .from(schema.siteContent)
      .where(eq(schema.siteContent.id, row.id));
    const defaults = defaultTexts.fr[row.name as (typeof NAMESPACES)[number]];
    expect(after!.content).not.toHaveProperty('obsolete');
    expect(after!.content[editedKey!]).toBe('Texte revu par le cabinet');
    expect(after!.content[untouchedKey!]).toBe(defaults[untouchedKey!]);
    expect(defaults[untouchedKey!]).not.toBe('Ancien texte par défaut');
  });
});

describe('mergeSiteTexts', () => {
  it('adds new keys, drops removed ones and keeps edited values', () => {
    const merged = mergeSiteTexts(
      { 'hero.title': 'Bienvenue', 'hero.cta': 'Prendre rendez-vous', 'new.key': 'Nouveau' },
      { 'hero.title': 'Bienvenue au cabinet', 'hero.cta': 'Ancien', removed: 'x' },
      ['hero.title'],
    );
    expect(merged).toEqual({
      'hero.title': 'Bienvenue au cabinet',
      'hero.cta': 'Prendre rendez-vous',
      'new.key': 'Nouveau',
    });
  });
});
