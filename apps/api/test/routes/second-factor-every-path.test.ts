import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema/organization.ts';
import { user } from '../../src/db/schema/user.ts';
import { TWO_FACTOR_SETUP_NEEDED } from '../../src/auth/login.ts';
import { createOneTimeToken, peekOneTimeToken } from '../../src/auth/one-time-token.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { addMember, bearer, loginRequest, openPublicSignup } from '../helpers/auth.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

/**
 * `require_2fa_all_users` holds on every path that hands out a token, not only `POST /token`: an
 * account without a second factor gets none, whichever door it knocks at.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await openPublicSignup(app);
});
afterAll(() => app.close());

const requireTwoFactor = (required: boolean) =>
  app.db
    .update(organization)
    .set({ require_2fa_all_users: required })
    .where(eq(organization.id, 1));

describe('require_2fa_all_users holds on every path that issues a token', () => {
  it('on a sign-in link: no token, and the link stays usable for after the setup', async () => {
    const member = await addMember(app, 1, 'link.only', 'user_role');
    await requireTwoFactor(true);
    try {
      const link = await createOneTimeToken(app.db, member.id, 'passwordless');
      const answer = await app.inject({
        url: `/api/v1/passwordless-login?token=${encodeURIComponent(link)}`,
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ detail: TWO_FACTOR_SETUP_NEEDED });
      expect(await peekOneTimeToken(app.db, link, 'passwordless')).toBe(member.id);
    } finally {
      await requireTwoFactor(false);
    }
  });

  it('on sign-up: the account is made, but its answer sends it to the 2FA setup, as sign-in does', async () => {
    await requireTwoFactor(true);
    try {
      const signup = await app.inject({
        method: 'POST',
        url: '/api/v1/signup',
        payload: { email: 'newcomer@example.ch', password: 'Newcomer-passw0rd' },
      });
      expect(signup.statusCode).toBe(200);
      expect(signup.json()).toEqual({
        is_require_user_config_2fa: true,
        access_token: null,
        refresh_token: null,
        expires_in: null,
        token_type: 'bearer',
        user: null,
      });
      const [made] = await app.db.select().from(user).where(eq(user.email, 'newcomer@example.ch'));
      expect(made).toBeDefined();
      const signIn = await loginRequest(app, 'newcomer@example.ch', 'Newcomer-passw0rd');
      expect(signIn.json()).toMatchObject({ is_require_user_config_2fa: true, access_token: null });
    } finally {
      await requireTwoFactor(false);
    }
  });

  it('on a password reset: the new password is set, and signing in still asks for the setup', async () => {
    const member = await addMember(app, 1, 'resetter', 'user_role');
    await requireTwoFactor(true);
    try {
      const link = await createOneTimeToken(app.db, member.id, 'reset');
      const reset = await app.inject({
        method: 'POST',
        url: '/api/v1/reset-password-confirmation',
        payload: { token: link, newPassword: 'Resetter-new-passw0rd' },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).not.toHaveProperty('access_token');
      const signIn = await loginRequest(app, 'resetter', 'Resetter-new-passw0rd');
      expect(signIn.json()).toMatchObject({ is_require_user_config_2fa: true, access_token: null });
    } finally {
      await requireTwoFactor(false);
    }
  });

  it('on a password change in a session older than the rule: refused, the password kept', async () => {
    const member = await addMember(app, 1, 'old.session', 'user_role');
    await requireTwoFactor(true);
    try {
      const changed = await app.inject({
        method: 'POST',
        url: '/api/v1/change-password',
        headers: bearer(member.token),
        payload: { old_password: 'old.session-Passw0rd', new_password: 'Another-passw0rd-1' },
      });
      expect(changed.statusCode).toBe(403);
      expect(changed.json()).toEqual({ detail: TWO_FACTOR_SETUP_NEEDED });
      const [row] = await app.db.select().from(user).where(eq(user.id, member.id));
      expect(await verifyPassword(row!.password_hash!, 'old.session-Passw0rd')).toBe(true);
    } finally {
      await requireTwoFactor(false);
    }
  });
});
