import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organization } from '../../src/db/schema/organization.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { user } from '../../src/db/schema/user.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { buildTestApp, testAdmin } from './build-test-app.ts';

export function loginRequest(
  app: FastifyInstance,
  username: string,
  password: string,
  otp?: string,
) {
  const form = new URLSearchParams({ username, password, ...(otp === undefined ? {} : { otp }) });
  return app.inject({
    method: 'POST',
    url: '/api/v1/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export async function tokenFor(
  app: FastifyInstance,
  username: string,
  password: string,
  otp?: string,
): Promise<string> {
  const response = await loginRequest(app, username, password, otp);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call (`/api/v1` added to `url`), as the holder of `token` or as a visitor without one. */
export function apiCall(
  app: FastifyInstance,
  token: string | undefined,
  method: ApiMethod,
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
  });
}

/** The TOTP secret carried by an otpauth URI, as an authenticator app reads it from the QR code. */
export function secretOf(uri: string): string {
  return new URL(uri).searchParams.get('secret')!;
}

/** Lets visitors sign up (the seeded organization keeps sign-up closed). */
export async function openPublicSignup(app: FastifyInstance): Promise<void> {
  await app.db
    .update(organization)
    .set({ allow_public_signup: true })
    .where(eq(organization.id, 1));
}

/** The seeded super admin's token, and a staff member's who signed up (sign-up is opened for it). */
export async function adminAndStaffTokens(
  app: FastifyInstance,
  admin: { username: string; password: string },
) {
  const adminToken = await tokenFor(app, admin.username, admin.password);
  await openPublicSignup(app);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email: 'staff@example.com', password: 'Staff-passw0rd' },
  });
  return { adminToken, userToken: signup.json<{ access_token: string }>().access_token };
}

/**
 * The whole API on a fresh seeded database, with the seeded super admin's token and a signed-up
 * staff member's: the set-up most route tests start from.
 */
export async function appWithAdminAndStaff(...options: Parameters<typeof buildTestApp>) {
  const app = await buildTestApp(...options);
  return { app, ...(await adminAndStaffTokens(app, testAdmin)) };
}

/**
 * A member of `organizationId` with the role `roleStringId` (e.g. `admin_role`), inserted
 * directly; answers their id and a signed-in token.
 */
export async function addMember(
  app: FastifyInstance,
  organizationId: number,
  name: string,
  roleStringId: string,
): Promise<{ id: number; token: string }> {
  const password = `${name}-Passw0rd`;
  const [row] = await app.db
    .insert(user)
    .values({
      username: name,
      email: `${name}@example.ch`,
      password_hash: await hashPassword(password),
      organization_id: organizationId,
    })
    .returning({ id: user.id });
  await app.db
    .insert(userRole)
    .values({ user_id: row!.id, role_id: await roleIdByStringId(app.db, roleStringId) });
  return { id: row!.id, token: await tokenFor(app, name, password) };
}
