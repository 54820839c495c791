import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { organization } from '../../db/schema/organization.ts';
import { user } from '../../db/schema/user.ts';
import { hashPassword } from '../../lib/password.ts';
import { newTotpSecret, totpUri } from '../../lib/totp.ts';
import { withErrors } from '../../http/schemas.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import {
  consumeOneTimeToken,
  peekOneTimeToken,
  revokeOutstandingTokens,
} from '../../auth/one-time-token.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password-policy.ts';
import { acceptPendingTotp, enableTwoFactor } from '../../auth/two-factor.ts';

const INVALID_LINK = 'This link is invalid or has expired. Ask for a new one.';
const TokenField = Type.String({ minLength: 16, maxLength: 128 });
const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const setPassword = async (userId: number, password: string, ip: string) => {
    await app.db
      .update(user)
      .set({
        password_hash: await hashPassword(password),
        token_version: sql`${user.token_version} + 1`,
        signed_up: true,
      })
      .where(eq(user.id, userId));
    await revokeOutstandingTokens(app.db, userId);
    await recordAudit(app.db, { event: 'password.reset_completed', userId, ip });
  };

  app.post(
    '/reset-password-confirmation',
    {
      schema: {
        tags: ['auth'],
        operationId: 'confirmPasswordReset',
        summary: 'Sets a new password with a reset link’s token.',
        body: Type.Object({ token: TokenField, newPassword: NewPassword }),
        response: withErrors({ 200: Type.Ref('MessageResponse') }),
      },
    },
    async (request, reply) => {
      const userId = await consumeOneTimeToken(app.db, request.body.token, 'reset');
      if (userId === null) return reply.code(400).send({ detail: INVALID_LINK });
      await setPassword(userId, request.body.newPassword, request.ip);
      return { detail: 'Password reset successful! Please login' };
    },
  );

  /** What the set-new-password screen needs to know before it asks for a password (and a code). */
  const loadForToken = async (token: string) => {
    const userId = await peekOneTimeToken(app.db, token, 'reset');
    if (userId === null) return null;
    const [row] = await app.db
      .select({ user, required: organization.require_2fa_all_users, orgName: organization.name })
      .from(user)
      .innerJoin(organization, eq(organization.id, user.organization_id))
      .where(eq(user.id, userId));
    return row ?? null;
  };

  app.post(
    '/check-2fa-config',
    {
      schema: {
        tags: ['auth'],
        operationId: 'checkResetTwoFactor',
        summary:
          'Tells whether the organization requires 2FA for this reset; starts a setup if needed.',
        body: Type.Object({ token: TokenField }),
        response: withErrors({
          200: Type.Object({
            is_organiztion_require_2fa: Type.Boolean(),
            is_already_config_2fa: Type.Boolean(),
            totp_uri: Type.Union([Type.String(), Type.Null()]),
          }),
        }),
      },
    },
    async (request, reply) => {
      const found = await loadForToken(request.body.token);
      if (!found) return reply.code(400).send({ detail: INVALID_LINK });
      const { user: row, required, orgName } = found;
      if (!required || row.is_use_2fa) {
        return {
          is_organiztion_require_2fa: required,
          is_already_config_2fa: row.is_use_2fa,
          totp_uri: null,
        };
      }
      const sealed = row.pending_totp_secret_sealed ?? app.secretBox.seal(newTotpSecret());
      if (!row.pending_totp_secret_sealed) {
        await app.db
          .update(user)
          .set({ pending_totp_secret_sealed: sealed })
          .where(eq(user.id, row.id));
      }
      return {
        is_organiztion_require_2fa: true,
        is_already_config_2fa: false,
        totp_uri: totpUri(app.secretBox.open(sealed), orgName, row.username),
      };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary:
          'Sets a new password; where 2FA is required and not yet set up, confirms it with a code.',
        body: Type.Object({
          token: TokenField,
          new_password: NewPassword,
          /** The code from the authenticator app, when 2FA is being set up. */
          confirmed_2fa: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: withErrors({ 200: Type.Object({ recovery_codes: Type.Array(Type.String()) }) }),
      },
    },
    async (request, reply) => {
      const found = await loadForToken(request.body.token);
      if (!found) return reply.code(400).send({ detail: INVALID_LINK });
      const { user: row, required } = found;
      const settingUp2fa = required && !row.is_use_2fa;
      if (settingUp2fa) {
        const code = request.body.confirmed_2fa ?? '';
        if (!code) return reply.code(400).send({ detail: 'Please enter the one-time code' });
        if (!(await acceptPendingTotp(app.db, app.secretBox, row, code))) {
          return reply.code(400).send({ detail: 'Incorrect OTP' });
        }
      }
      if ((await consumeOneTimeToken(app.db, request.body.token, 'reset')) !== row.id) {
        return reply.code(400).send({ detail: INVALID_LINK });
      }
      await setPassword(row.id, request.body.new_password, request.ip);
      if (!settingUp2fa) return { recovery_codes: [] };
      return { recovery_codes: await enableTwoFactor(app.db, app.secretBox, row, request.ip) };
    },
  );
};
