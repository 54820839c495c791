import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { api, bearer, tokenOf } from './staff-api';

/** A word no earlier run has used: names of roles and users are unique in the database. */
export const freshWord = () => randomUUID().replaceAll('-', '').slice(0, 10);

/** The id of a seeded role by its `string_id` (e.g. `admin_role`). */
export async function seededRoleId(request: APIRequestContext, token: string, stringId: string) {
  const found = await request.post(`${api}/role/search`, {
    headers: bearer(token),
    data: { search: { AND: [{ field: 'string_id', operator: '=', value: stringId }] } },
  });
  expect(found.ok(), await found.text()).toBe(true);
  return ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** A role of the practice's own, written through the API; answers its id. */
export async function createRole(
  request: APIRequestContext,
  token: string,
  role: { name: string; permissions: string[]; implied?: number[] },
) {
  const created = await request.post(`${api}/role`, {
    headers: bearer(token),
    data: {
      name: role.name,
      permissions: role.permissions,
      implied_roles: (role.implied ?? []).map((id) => ({ id })),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/**
 * A staff member who signed up (sign-up is opened for it) and was then given `roleIds` by the
 * administrator, besides the user role every account has.
 */
export async function staffMemberWith(request: APIRequestContext, roleIds: number[]) {
  const adminToken = await tokenOf(request);
  const opened = await request.put(`${api}/organization/1`, {
    headers: bearer(adminToken),
    data: { allow_public_signup: true },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const word = freshWord();
  const member = {
    username: `member${word}`,
    email: `member${word}@example.ch`,
    password: 'Staff-passw0rd!',
    name: `Member ${word}`,
  };
  const signup = await request.post(`${api}/signup`, { data: member });
  expect(signup.ok(), await signup.text()).toBe(true);
  const token = await tokenOf(request, member.username, member.password);
  const me = await request.get(`${api}/user/util/me`, { headers: bearer(token) });
  const { id } = (await me.json()) as { id: number };
  if (roleIds.length > 0) {
    const userRole = await seededRoleId(request, adminToken, 'user_role');
    const granted = await request.put(`${api}/user/${id}`, {
      headers: bearer(adminToken),
      data: { roles: [userRole, ...roleIds].map((roleId) => ({ id: roleId })) },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
  }
  return { ...member, id, adminToken };
}
