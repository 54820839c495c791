import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password-policy.ts';
import { withErrors } from '../../http/schemas.ts';
import { checkResetTwoFactor, confirmPasswordReset, resetPassword } from './password-reset.ts';
import { PUBLIC } from '../../http/security.ts';

const TokenField = Type.String({ minLength: 16, maxLength: 128 });
const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reset-password-confirmation',
    {
      schema: {
        tags: ['auth'],
        operationId: 'confirmPasswordReset',
        security: PUBLIC,
        summary: 'Sets a new password with a reset link’s token.',
        body: Type.Object({ token: TokenField, newPassword: NewPassword }),
        response: withErrors({ 200: Type.Ref('MessageResponse') }),
      },
    },
    async (request) => confirmPasswordReset(app, request.body, request.ip),
  );

  app.post(
    '/check-2fa-config',
    {
      schema: {
        tags: ['auth'],
        operationId: 'checkResetTwoFactor',
        security: PUBLIC,
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
    async (request) => checkResetTwoFactor(app, request.body.token),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        security: PUBLIC,
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
    async (request) => resetPassword(app, request.body, request.ip),
  );
};
