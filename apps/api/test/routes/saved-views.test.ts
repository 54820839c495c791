import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema/organization.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { addMember, apiCall, appWithAdminAndStaff } from '../helpers/auth.ts';

let app: FastifyInstance;
let superToken: string;
let staffToken: string;
let practitionerRoleId: number;

beforeAll(async () => {
  ({ app, adminToken: superToken, userToken: staffToken } = await appWithAdminAndStaff());
  practitionerRoleId = await roleIdByStringId(app.db, 'practitioner_role');
});
afterAll(() => app.close());

/** A list state as the back-office saves it. */
const state = (search = '') => ({
  search,
  filters: [{ field: 'status', operator: '=', value: 'new' }],
  match: 'all',
  sort: { field: 'created_at', direction: 'desc' },
  toggles: {},
  archived: false,
  columns: { email: false },
});

interface View {
  id: number;
  name: string;
  mine: boolean;
  shared_role: { id: number; name: string } | null;
  owner: { id: number; name: string | null };
  state: ReturnType<typeof state>;
}

const views = async (token: string, model = 'contact_request') => {
  const answer = await apiCall(app, token, 'GET', `/saved_view/${model}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: View[] }>().data;
};

describe('saved views of a list', () => {
  it('saves a view under a name and lists it back to its owner only', async () => {
    const saved = await apiCall(app, superToken, 'POST', '/saved_view/contact_request', {
      name: '  New requests ',
      state: state('anxiety'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'New requests',
      model: 'contact_request',
      mine: true,
      shared_role: null,
      state: state('anxiety'),
    });
    expect((await views(superToken)).map((v) => v.name)).toEqual(['New requests']);
    // Another list keeps its own views.
    expect(await views(superToken, 'user')).toEqual([]);
    // A practitioner reads contact requests too, yet sees nobody else's private view.
    const practitioner = await addMember(app, 1, 'views.practitioner', 'practitioner_role');
    expect(await views(practitioner.token)).toEqual([]);
  });

  it('refuses a second view of the same name on the same list, whatever its case', async () => {
    const again = await apiCall(app, superToken, 'POST', '/saved_view/contact_request', {
      name: 'new REQUESTS',
      state: state(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'You already have a view named "new REQUESTS" on this list.',
    });
    // The same name on another list is another view.
    const otherList = await apiCall(app, superToken, 'POST', '/saved_view/user', {
      name: 'New requests',
      state: state(),
    });
    expect(otherList.statusCode).toBe(200);
  });

  it('lets the owner rename and delete, and refuses a rename onto a taken name', async () => {
    const made = await apiCall(app, superToken, 'POST', '/saved_view/contact_request', {
      name: 'Closed',
      state: state(),
    });
    const { id } = made.json<View>();
    const taken = await apiCall(app, superToken, 'PUT', `/saved_view/contact_request/${id}`, {
      name: 'New Requests',
    });
    expect(taken.statusCode).toBe(409);
    const renamed = await apiCall(app, superToken, 'PUT', `/saved_view/contact_request/${id}`, {
      name: 'Closed this year',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Closed this year', state: state() });
    const removed = await apiCall(app, superToken, 'DELETE', `/saved_view/contact_request/${id}`);
    expect(removed.json()).toEqual({ deleted: 1 });
    expect((await views(superToken)).map((v) => v.name)).toEqual(['New requests']);
  });

  it('shares a view with a role: its holders see it, read-only', async () => {
    const shared = await apiCall(app, superToken, 'POST', '/saved_view/contact_request', {
      name: 'Waiting for a practitioner',
      state: state(),
      shared_role_id: practitionerRoleId,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const { id } = shared.json<View>();
    expect(shared.json()).toMatchObject({
      shared_role: { id: practitionerRoleId, name: 'Practitioner' },
    });

    const holder = await addMember(app, 1, 'shared.practitioner', 'practitioner_role');
    const seen = await views(holder.token);
    expect(seen).toEqual([
      expect.objectContaining({ id, mine: false, name: 'Waiting for a practitioner' }),
    ]);
    const change = await apiCall(app, holder.token, 'PUT', `/saved_view/contact_request/${id}`, {
      name: 'Mine now',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ detail: 'Only its owner can change a saved view.' });
    const remove = await apiCall(app, holder.token, 'DELETE', `/saved_view/contact_request/${id}`);
    expect(remove.statusCode).toBe(403);

    // A holder of the role in another organization does not see it.
    const [other] = await app.db
      .insert(organization)
      .values({ name: 'Cabinet du Lac' })
      .returning({ id: organization.id });
    const elsewhere = await addMember(app, other!.id, 'lake.practitioner', 'practitioner_role');
    expect(await views(elsewhere.token)).toEqual([]);
    // Nor does a user who holds another role, who is told the view does not exist.
    const admin = await addMember(app, 1, 'views.admin', 'admin_role');
    expect((await views(admin.token)).map((v) => v.id)).not.toContain(id);
    const unseen = await apiCall(app, admin.token, 'DELETE', `/saved_view/contact_request/${id}`);
    expect(unseen.statusCode).toBe(404);

    // Taking the role back: the view is gone from their list.
    await app.db.delete(userRole).where(eq(userRole.user_id, holder.id));
    await app.db.insert(userRole).values({
      user_id: holder.id,
      role_id: await roleIdByStringId(app.db, 'admin_role'),
    });
    expect((await views(holder.token)).map((v) => v.id)).not.toContain(id);
  });

  it('shares only for those who may write saved views organization-wide, with a role that exists', async () => {
    const staffView = await apiCall(app, staffToken, 'POST', '/saved_view/user', {
      name: 'Me',
      state: state(),
      shared_role_id: practitionerRoleId,
    });
    expect(staffView.statusCode).toBe(403);
    expect(staffView.json()).toEqual({ detail: 'You may not share saved views with a role.' });
    const unknownRole = await apiCall(app, superToken, 'POST', '/saved_view/user', {
      name: 'For nobody',
      state: state(),
      shared_role_id: 999_999,
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json()).toEqual({
      detail: 'shared_role_id names a role that does not exist.',
    });
    // Staff may keep views of a list they read for themselves.
    const own = await apiCall(app, staffToken, 'POST', '/saved_view/user', {
      name: 'Me',
      state: state(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses lists the caller cannot read, unknown lists, visitors and malformed states', async () => {
    const roles = await apiCall(app, staffToken, 'GET', '/saved_view/role');
    expect(roles.statusCode).toBe(403);
    expect(roles.json()).toEqual({ detail: 'You may not read role records.' });
    const unknown = await apiCall(app, superToken, 'GET', '/saved_view/spaceship');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'There is no list of spaceship.' });
    expect((await apiCall(app, undefined, 'GET', '/saved_view/user')).statusCode).toBe(401);

    for (const body of [
      { name: '   ', state: state() },
      { name: 'x'.repeat(81), state: state() },
      {
        name: 'Bad filter',
        state: { ...state(), filters: [{ field: 'a b', operator: '=', value: '' }] },
      },
      {
        name: 'Bad operator',
        state: { ...state(), filters: [{ field: 'id', operator: 'drop', value: '' }] },
      },
      { name: 'Extra', state: { ...state(), page: 3 } },
      { name: 'Missing', state: { search: '' } },
      { name: 'Wrong sort', state: { ...state(), sort: { field: 'id', direction: 'up' } } },
    ]) {
      const refused = await apiCall(app, superToken, 'POST', '/saved_view/user', body);
      expect(refused.statusCode, body.name).toBe(422);
      expect(refused.json<{ detail: unknown[] }>().detail.length).toBeGreaterThan(0);
    }
    const empty = await apiCall(app, superToken, 'PUT', '/saved_view/user/1', {});
    expect(empty.statusCode).toBe(422);
  });
});
