import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../schemas/errors.ts';
import { mailAccountLink } from '../../services/auth/account-links.ts';

const LinkRequest = Type.Object({
  /** The email or username typed by the visitor. */
  mixin_id: Type.String({ minLength: 1, maxLength: 254 }),
  /** The language of the mail: fr (default), en or de. */
  language: Type.Optional(Type.String({ maxLength: 8 })),
});

export const accountLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [path, purpose, operationId, summary] of [
    [
      '/reset-password-request',
      'reset',
      'requestPasswordReset',
      'Mails a password-reset link valid for 60 minutes.',
    ],
    [
      '/passwordless-login-request',
      'passwordless',
      'requestPasswordlessLogin',
      'Mails a one-time sign-in link valid for 15 minutes.',
    ],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['auth'],
          operationId,
          summary,
          body: LinkRequest,
          response: withErrors({ 200: Type.Ref('MessageResponse') }),
        },
        // Same answer whether or not the account exists; only the work behind it differs.
      },
      async (request) => {
        await mailAccountLink(app, {
          usernameOrEmail: request.body.mixin_id,
          purpose,
          language: request.body.language,
          ip: request.ip,
        });
        return { detail: 'If an account matches, a link has been sent to its email address.' };
      },
    );
  }
};
