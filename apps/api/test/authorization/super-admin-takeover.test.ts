import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/user.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { apiCall, bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { sendMailTo, startMailCatcher } from '../helpers/mail-catcher.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

let app: FastifyInstance;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let admin: { id: number; token: string };
let superId: number;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await buildTestApp();
  await sendMailTo(app, catcher);
  admin = await orgAdmin(app);
  const superToken = await tokenFor(app, testAdmin.username, testAdmin.password);
  const me = await app.inject({
    method: 'GET',
    url: '/api/v1/user/util/me',
    headers: bearer(superToken),
  });
  superId = me.json<{ id: number }>().id;
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const stored = async (id: number) => {
  const [row] = await app.db.select().from(user).where(eq(user.id, id));
  const roles = await app.db
    .select({ id: userRole.role_id })
    .from(userRole)
    .where(eq(userRole.user_id, id));
  return { ...row!, roles: roles.map((r) => r.id).sort() };
};

/** Lets mails sent after an answer arrive before counting them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('an organization admin cannot take over a super admin', () => {
  it('refuses every change to the super admin (email, username, active, roles, profile) and changes nothing', async () => {
    const before = await stored(superId);
    const attempts: object[] = [
      { email: 'attacker@evil.example' },
      { username: 'taken-over' },
      { active: false },
      { roles: [{ id: await roleIdByStringId(app.db, 'user_role') }] },
      { phone: '+41 32 666 66 66' },
    ];
    for (const body of attempts) {
      const answer = await apiCall(app, admin.token, 'PUT', `/user/${superId}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(403);
      expect(answer.json<{ detail: string }>().detail).toBe(
        'You cannot change this user: they hold permissions beyond your own.',
      );
    }
    expect(await stored(superId)).toEqual(before);

    // The second half of the attack: a reset link to the address the admin tried to set.
    const mailsBefore = catcher.mails.length;
    const reset = await apiCall(app, undefined, 'POST', '/reset-password-request', {
      mixin_id: 'attacker@evil.example',
    });
    expect(reset.statusCode).toBe(200);
    await settle();
    expect(catcher.mails.slice(mailsBefore).flatMap((mail) => mail.to)).not.toContain(
      'attacker@evil.example',
    );
    expect(await tokenFor(app, testAdmin.username, testAdmin.password)).toBeTruthy();
  });

  it('refuses the same changes through an import', async () => {
    const before = await stored(superId);
    const form = new FormData();
    form.append(
      'file',
      new Blob([`id,email,active\r\n${superId},attacker@evil.example,false\r\n`], {
        type: 'text/csv',
      }),
      'user.csv',
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/user/import',
      headers: bearer(admin.token),
      payload: form,
    });
    expect(answer.statusCode).toBe(403);
    expect(await stored(superId)).toEqual(before);
  });

  it('refuses changing any colleague who holds a permission the admin lacks, not only super admins', async () => {
    const superToken = await tokenFor(app, testAdmin.username, testAdmin.password);
    const auditor = await apiCall(app, superToken, 'POST', '/role', {
      name: 'Auditor of all',
      permissions: '["audit_event:read:*"]',
    });
    expect(auditor.statusCode).toBe(200);
    const [colleague] = await app.db
      .insert(user)
      .values({
        username: 'auditor',
        email: 'auditor@example.ch',
        password_hash: await hashPassword('Auditor-passw0rd'),
        organization_id: 1,
      })
      .returning({ id: user.id });
    await app.db
      .insert(userRole)
      .values({ user_id: colleague!.id, role_id: auditor.json<{ id: number }>().id });
    const before = await stored(colleague!.id);
    const renamed = await apiCall(app, admin.token, 'PUT', `/user/${colleague!.id}`, {
      email: 'elsewhere@evil.example',
    });
    expect(renamed.statusCode).toBe(403);
    const deleted = await apiCall(app, admin.token, 'DELETE', `/user/${colleague!.id}?force=true`);
    expect(deleted.statusCode).toBe(403);
    expect(await stored(colleague!.id)).toEqual(before);

    // A colleague whose permissions the admin holds stays theirs to manage.
    const [plain] = await app.db
      .insert(user)
      .values({ username: 'plain', email: 'plain@example.ch', organization_id: 1 })
      .returning({ id: user.id });
    await app.db
      .insert(userRole)
      .values({ user_id: plain!.id, role_id: await roleIdByStringId(app.db, 'user_role') });
    const managed = await apiCall(app, admin.token, 'PUT', `/user/${plain!.id}`, {
      email: 'plain.new@example.ch',
      active: false,
    });
    expect(managed.statusCode).toBe(200);
  });
});
