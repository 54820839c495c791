import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { requestAccountLink } from './account-link-requests.ts';
import { PUBLIC } from '../../http/security.ts';

const LinkRequest = Type.Object({
  /** The email or username typed by the visitor. */
  mixin_id: Type.String({ minLength: 1, maxLength: 254 }),
  /** The language of the mail: fr (default), en or de. */
  language: Type.Optional(Type.String({ maxLength: 8 })),
});

const schemaOf = (operationId: string, summary: string) => ({
  tags: ['auth'],
  operationId,
  security: PUBLIC,
  summary,
  body: LinkRequest,
  response: withErrors({ 200: Type.Ref('MessageResponse') }),
});

export const accountLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Links still being looked up and mailed after their answer: waited for on shutdown.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  const linkRequest = (purpose: 'reset' | 'passwordless') => ({
    handler: async (request: { body: { mixin_id: string; language?: string }; ip: string }) =>
      requestAccountLink(app, pending, {
        usernameOrEmail: request.body.mixin_id,
        purpose,
        language: request.body.language,
        ip: request.ip,
      }),
  });

  app.post(
    '/reset-password-request',
    {
      schema: schemaOf('requestPasswordReset', 'Mails a password-reset link valid for 60 minutes.'),
    },
    linkRequest('reset').handler,
  );
  app.post(
    '/passwordless-login-request',
    {
      schema: schemaOf(
        'requestPasswordlessLogin',
        'Mails a one-time sign-in link valid for 15 minutes.',
      ),
    },
    linkRequest('passwordless').handler,
  );
};
