import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { checkAsAccountHolder } from '../../auth/account-check.ts';
import { loadCurrentUser } from '../../auth/current-user.ts';
import { INCORRECT_OTP, issueAccessToken } from '../../auth/login.ts';
import { consumeOneTimeToken, peekOneTimeToken } from '../../auth/one-time-token.ts';
import { acceptSecondFactor } from '../../auth/two-factor.ts';
import { toUserView } from '../../auth/current-user-view.ts';

export const passwordlessLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/passwordless-login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'passwordlessLogin',
        summary: 'Signs in with a one-time link; with 2FA on, the code is still required.',
        querystring: Type.Object({
          token: Type.String({ minLength: 16, maxLength: 128 }),
          otp: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: withErrors({
          200: Type.Object({ access_token: Type.String(), user: Type.Ref('User') }),
        }),
      },
    },
    async (request, reply) => {
      const invalid = () =>
        reply.code(400).send({ detail: 'This link is invalid or has expired. Ask for a new one.' });
      const userId = await peekOneTimeToken(app.db, request.query.token, 'passwordless');
      const current = userId === null ? null : await loadCurrentUser(app.db, userId);
      if (!current || !current.row.active) return invalid();
      // The link replaces the password, not the second factor; a wrong code counts against the
      // account as a wrong password would.
      if (current.row.is_use_2fa) {
        const checked = await checkAsAccountHolder(
          app.db,
          { accountId: current.row.id, ip: request.ip, what: 'passwordless 2FA code' },
          () => acceptSecondFactor(app.db, app.secretBox, current.row, request.query.otp ?? ''),
        );
        if (!checked.ok)
          return reply.code(checked.status).send({ detail: checked.detail ?? INCORRECT_OTP });
      }
      if (
        (await consumeOneTimeToken(app.db, request.query.token, 'passwordless')) !== current.row.id
      )
        return invalid();
      await recordAudit(app.db, {
        event: 'passwordless.used',
        userId: current.row.id,
        ip: request.ip,
      });
      return { access_token: await issueAccessToken(app, current), user: toUserView(current) };
    },
  );
};
