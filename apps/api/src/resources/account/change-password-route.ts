import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password-policy.ts';
import { requireUser } from '../../plugins/auth.ts';
import { withErrors } from '../../http/schemas.ts';
import { changePassword } from './change-password.ts';
import { SIGNED_IN } from '../../http/security.ts';

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
        security: SIGNED_IN,
        summary:
          'Changes the signed-in user’s password; other sessions end, a fresh token is returned.',
        body: ChangePasswordBody,
        response: withErrors({ 200: ChangePasswordResponse }),
      },
    },
    async (request) => changePassword(app, requireUser(request), request.body, request.ip),
  );
};
