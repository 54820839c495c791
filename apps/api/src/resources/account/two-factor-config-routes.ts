import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { organization } from '../../db/schema/organization.ts';
import { recoveryCode } from '../../db/schema/recovery-code.ts';
import { user } from '../../db/schema/user.ts';
import { newTotpSecret, totpUri } from '../../lib/totp.ts';
import { requireUser } from '../../plugins/auth.ts';
import { withErrors } from '../../http/schemas.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { checkAsAccountHolder } from '../../auth/account-check.ts';
import { loadCurrentUser } from '../../auth/current-user.ts';
import { issueAccessToken } from '../../auth/login.ts';
import { acceptPendingTotp, acceptSecondFactor, enableTwoFactor } from '../../auth/two-factor.ts';

const TwoFactorConfig = Type.Object(
  {
    is_use_2fa: Type.Boolean(),
    totp_uri: Type.Union([Type.String(), Type.Null()]),
    recovery_codes: Type.Array(Type.String()),
    /** A fresh token after a change, since a 2FA change ends earlier sessions. */
    access_token: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'TwoFactorConfig' },
);

const TwoFactorUpdate = Type.Object({
  is_use_2fa: Type.Boolean(),
  /** false: ask for a QR code (setup not yet confirmed); true: confirm the change with a code. */
  confirmed: Type.Boolean(),
  crosscheck_otp: Type.Optional(Type.String({ maxLength: 64 })),
});

export const twoFactorConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uriFor = async (sealed: string, username: string, organizationId: number) => {
    const [org] = await app.db
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, organizationId));
    return totpUri(app.secretBox.open(sealed), org?.name ?? 'Cabinet', username);
  };

  app.get(
    '/user/me/2fa-config',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getTwoFactorConfig',
        summary: 'Whether 2FA is on; the QR code URI of a setup awaiting confirmation.',
        security: [{ bearer: [] }],
        response: withErrors({ 200: TwoFactorConfig }),
      },
    },
    async (request) => {
      const { row } = requireUser(request);
      const pending = !row.is_use_2fa && row.pending_totp_secret_sealed;
      return {
        is_use_2fa: row.is_use_2fa,
        totp_uri: pending
          ? await uriFor(row.pending_totp_secret_sealed!, row.username, row.organization_id)
          : null,
        recovery_codes: [],
        access_token: null,
      };
    },
  );

  app.put(
    '/user/me/2fa-config',
    {
      schema: {
        tags: ['auth'],
        operationId: 'updateTwoFactorConfig',
        summary: 'Starts, confirms or turns off two-factor authentication for the signed-in user.',
        security: [{ bearer: [] }],
        body: TwoFactorUpdate,
        response: withErrors({ 200: TwoFactorConfig }),
      },
    },
    async (request, reply) => {
      const current = requireUser(request);
      const { row } = current;
      const { is_use_2fa: wanted, confirmed, crosscheck_otp: code = '' } = request.body;

      if (wanted && !confirmed) {
        if (row.is_use_2fa)
          return reply.code(400).send({ detail: 'Two-factor authentication is already on.' });
        const sealed = app.secretBox.seal(newTotpSecret());
        await app.db
          .update(user)
          .set({ pending_totp_secret_sealed: sealed })
          .where(eq(user.id, row.id));
        return {
          is_use_2fa: false,
          totp_uri: await uriFor(sealed, row.username, row.organization_id),
          recovery_codes: [],
          access_token: null,
        };
      }
      if (wanted === row.is_use_2fa) return reply.code(400).send({ detail: 'Nothing to change.' });
      if (!code) return reply.code(400).send({ detail: 'Please enter the one-time code' });

      let recoveryCodes: string[] = [];
      if (wanted) {
        if (!row.pending_totp_secret_sealed)
          return reply.code(400).send({ detail: 'Ask for a QR code first.' });
        if (!(await acceptPendingTotp(app.db, app.secretBox, row, code))) {
          return reply.code(400).send({ detail: 'Incorrect OTP' });
        }
        recoveryCodes = await enableTwoFactor(app.db, app.secretBox, row, request.ip);
      } else {
        // Turning 2FA off with a stolen session must not be a way to guess codes.
        const checked = await checkAsAccountHolder(
          app.db,
          { accountId: row.id, ip: request.ip, what: '2FA code to turn 2FA off' },
          () => acceptSecondFactor(app.db, app.secretBox, row, code),
        );
        if (!checked.ok)
          return checked.detail
            ? reply.code(checked.status).send({ detail: checked.detail })
            : reply.code(400).send({ detail: 'Incorrect OTP' });
        await app.db
          .update(user)
          .set({
            is_use_2fa: false,
            totp_secret_sealed: null,
            pending_totp_secret_sealed: null,
            token_version: sql`${user.token_version} + 1`,
          })
          .where(eq(user.id, row.id));
        await app.db.delete(recoveryCode).where(eq(recoveryCode.user_id, row.id));
        await recordAudit(app.db, { event: '2fa.disabled', userId: row.id, ip: request.ip });
      }
      const refreshed = await loadCurrentUser(app.db, row.id);
      return {
        is_use_2fa: wanted,
        totp_uri: null,
        recovery_codes: recoveryCodes,
        access_token: await issueAccessToken(app, refreshed!),
      };
    },
  );
};
