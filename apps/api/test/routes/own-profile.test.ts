import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema/organization.ts';
import { role } from '../../src/db/schema/role.ts';
import { user } from '../../src/db/schema/user.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { addMember, apiCall, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { PNG, uploadFiles } from '../helpers/files.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await app.db.insert(organization).values({ id: 2, name: 'Other practice' });
});
afterAll(() => app.close());

const rowOf = async (id: number) => (await app.db.select().from(user).where(eq(user.id, id)))[0]!;
const roleNamesOf = async (id: number) =>
  (
    await app.db
      .select({ string_id: role.string_id })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.role_id))
      .where(eq(userRole.user_id, id))
  ).map((r) => r.string_id);

describe('PUT /user/me/profile: a user edits their own names, phones and picture', () => {
  it('saves the allowed fields and answers the user as the session keeps it', async () => {
    const member = await addMember(app, 1, 'self.editor', 'user_role');
    const answer = await apiCall(app, member.token, 'PUT', '/user/me/profile', {
      name: '  Claire M.  ',
      first_name: 'Claire',
      last_name: 'Martin',
      phone: '+41 32 000 00 00',
      mobile: '+41 79 000 00 00',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: member.id,
      name: 'Claire M.',
      first_name: 'Claire',
      last_name: 'Martin',
      phone: '+41 32 000 00 00',
      mobile: '+41 79 000 00 00',
      email: 'self.editor@example.ch',
    });
    const row = await rowOf(member.id);
    expect([row.name, row.first_name, row.last_name, row.phone, row.mobile]).toEqual([
      'Claire M.',
      'Claire',
      'Martin',
      '+41 32 000 00 00',
      '+41 79 000 00 00',
    ]);

    // An emptied field is cleared; the others keep their value.
    const cleared = await apiCall(app, member.token, 'PUT', '/user/me/profile', { mobile: '' });
    expect(cleared.statusCode).toBe(200);
    expect([(await rowOf(member.id)).mobile, (await rowOf(member.id)).phone]).toEqual([
      null,
      '+41 32 000 00 00',
    ]);
  });

  it.each([
    [{ roles: [{ id: 1 }] }, 'roles'],
    [{ active: false }, 'active'],
    [{ organization_id: 2 }, 'organization_id'],
    [{ email: 'elsewhere@example.ch' }, 'email'],
    [{ username: 'new.name' }, 'username'],
    [{ internal: true }, 'internal'],
  ])('refuses %j with a 422, and changes nothing', async (body, field) => {
    const member = await addMember(app, 1, `refused.${field}`, 'user_role');
    const before = await rowOf(member.id);
    const answer = await apiCall(app, member.token, 'PUT', '/user/me/profile', {
      name: 'Changed',
      ...body,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      detail: [
        { loc: ['body'], msg: 'must NOT have additional properties', type: 'additionalProperties' },
      ],
    });
    expect(await rowOf(member.id)).toEqual(before);
    expect(await roleNamesOf(member.id)).toEqual(['user_role']);
  });

  it('refuses a picture that is not one of the files the user may read (400)', async () => {
    const owner = await addMember(app, 1, 'picture.owner', 'user_role');
    const upload = await uploadFiles(app, [{ name: 'p.png', content: PNG, type: 'image/png' }], {
      token: owner.token,
    });
    const files = upload.json<{ id: number }[]>();
    expect(upload.statusCode, upload.body).toBe(200);
    const other = await addMember(app, 1, 'picture.thief', 'user_role');
    const stolen = await apiCall(app, other.token, 'PUT', '/user/me/profile', {
      image_id: files[0]!.id,
    });
    expect(stolen.statusCode).toBe(400);
    expect((await rowOf(other.id)).image_id).toBeNull();
    const own = await apiCall(app, owner.token, 'PUT', '/user/me/profile', {
      image_id: files[0]!.id,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ image_id: number }>().image_id).toBe(files[0]!.id);
  });

  it('asks for a signed-in user (401 without a token)', async () => {
    const answer = await apiCall(app, undefined, 'PUT', '/user/me/profile', { name: 'Nobody' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the generic user update, for a non-administrator on their own record', () => {
  it('accepts their own profile fields', async () => {
    const member = await addMember(app, 1, 'generic.self', 'user_role');
    const answer = await apiCall(app, member.token, 'PUT', `/user/${member.id}`, {
      first_name: 'Anna',
      phone: '+41 1',
    });
    expect(answer.statusCode).toBe(200);
    expect((await rowOf(member.id)).first_name).toBe('Anna');
  });

  it('refuses their own roles (403) and never applies their active flag or organization', async () => {
    const member = await addMember(app, 1, 'generic.climber', 'user_role');
    const adminRole = (
      await app.db.select({ id: role.id }).from(role).where(eq(role.string_id, 'admin_role'))
    )[0]!;
    const roles = await apiCall(app, member.token, 'PUT', `/user/${member.id}`, {
      roles: [{ id: adminRole.id }],
    });
    expect(roles.statusCode).toBe(403);
    expect(await roleNamesOf(member.id)).toEqual(['user_role']);

    const flags = await apiCall(app, member.token, 'PUT', `/user/${member.id}`, {
      active: false,
      organization_id: 2,
      organization: { id: 2 },
    });
    expect(flags.statusCode).toBe(200);
    const row = await rowOf(member.id);
    expect([row.active, row.organization_id]).toEqual([true, 1]);
  });

  it('refuses the fields administrators keep (403 naming them), and changes nothing', async () => {
    const member = await addMember(app, 1, 'generic.insider', 'user_role');
    const answer = await apiCall(app, member.token, 'PUT', `/user/${member.id}`, {
      first_name: 'Ines',
      internal: true,
      street: 'Rue du Seyon 1',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      detail:
        'Only administrators can change internal, street. Your own names, phones, picture and CV stay yours to change.',
    });
    const row = await rowOf(member.id);
    expect([row.internal, row.street, row.first_name]).toEqual([false, null, null]);
    // The same fields sent back unchanged (a whole record saved from a form) are no change.
    const unchanged = await apiCall(app, member.token, 'PUT', `/user/${member.id}`, {
      first_name: 'Ines',
      internal: false,
      street: null,
    });
    expect(unchanged.statusCode).toBe(200);
    expect((await rowOf(member.id)).first_name).toBe('Ines');
    // An administrator still keeps them.
    const adminToken = await tokenFor(app, testAdmin.username, testAdmin.password);
    const kept = await apiCall(app, adminToken, 'PUT', `/user/${member.id}`, { internal: true });
    expect(kept.statusCode).toBe(200);
    expect((await rowOf(member.id)).internal).toBe(true);
  });

  it("never reaches another user's record (404, as if it did not exist)", async () => {
    const member = await addMember(app, 1, 'generic.nosy', 'user_role');
    const admin = (
      await app.db.select().from(user).where(eq(user.username, testAdmin.username))
    )[0]!;
    const answer = await apiCall(app, member.token, 'PUT', `/user/${admin.id}`, {
      name: 'Hijacked',
      phone: '+41 0',
    });
    expect(answer.statusCode).toBe(404);
    expect((await rowOf(admin.id)).name).toBe(admin.name);
  });

  it('refuses to change their own email there: it changes only through a confirmed link', async () => {
    const password = 'generic.mail-Passw0rd';
    const member = await addMember(app, 1, 'generic.mail', 'user_role');
    const answer = await apiCall(app, member.token, 'PUT', `/user/${member.id}`, {
      email: 'generic.other@example.ch',
      current_password: password,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      detail:
        'Change your own email from your profile: it takes effect once you follow the link sent to the new address.',
    });
    expect((await rowOf(member.id)).email).toBe('generic.mail@example.ch');
    // An administrator still corrects another user's email directly.
    const adminToken = await tokenFor(app, testAdmin.username, testAdmin.password);
    const corrected = await apiCall(app, adminToken, 'PUT', `/user/${member.id}`, {
      email: 'generic.fixed@example.ch',
    });
    expect(corrected.statusCode).toBe(200);
    expect((await rowOf(member.id)).email).toBe('generic.fixed@example.ch');
  });
});
