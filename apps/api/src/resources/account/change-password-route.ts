import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { user } from '../../db/schema/user.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { requireUser } from '../../plugins/auth.ts';
import { withErrors } from '../../http/schemas.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { loadCurrentUser } from '../../auth/current-user.ts';
import { issueAccessToken } from '../../auth/login.ts';
import { revokeOutstandingTokens } from '../../auth/one-time-token.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password-policy.ts';

const ChangePasswordBody = Type.Object({
  old_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  new_password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
});

const ChangePasswordResponse = Type.Object(
  { detail: Type.String(), access_token: Type.String() },
  { $id: 'ChangePasswordResponse' },
);

export const changePasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'changePassword',
        summary:
          'Changes the signed-in user’s password; other sessions end, a fresh token is returned.',
        security: [{ bearer: [] }],
        body: ChangePasswordBody,
        response: withErrors({ 200: ChangePasswordResponse }),
      },
    },
    async (request, reply) => {
      const { row } = requireUser(request);
      const { old_password, new_password } = request.body;
      if (!row.password_hash || !(await verifyPassword(row.password_hash, old_password))) {
        return reply.code(400).send({ detail: 'The old password is incorrect.' });
      }
      if (old_password === new_password) {
        return reply.code(400).send({ detail: 'The new password is equal to the old password' });
      }
      await app.db
        .update(user)
        .set({
          password_hash: await hashPassword(new_password),
          token_version: sql`${user.token_version} + 1`,
        })
        .where(eq(user.id, row.id));
      await revokeOutstandingTokens(app.db, row.id);
      await recordAudit(app.db, { event: 'password.changed', userId: row.id, ip: request.ip });
      const refreshed = await loadCurrentUser(app.db, row.id);
      return {
        detail: 'Password changed successfully!',
        access_token: await issueAccessToken(app, refreshed!),
      };
    },
  );
};
