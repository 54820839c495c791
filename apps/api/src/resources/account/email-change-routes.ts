import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../../auth/password-policy.ts';
import { withErrors } from '../../http/schemas.ts';
import { PUBLIC, SIGNED_IN } from '../../http/security.ts';
import { requireUser } from '../../plugins/auth.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';

const EmailChangeRequest = Type.Object(
  {
    new_email: Type.String({ format: 'email', maxLength: 254 }),
    /** Asked before the change: a stolen session alone cannot point the account elsewhere. */
    current_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    /** The language of the mails: fr (default), en or de. */
    language: Type.Optional(Type.String({ maxLength: 8 })),
  },
  { additionalProperties: false },
);

export const emailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/me/email-change',
    {
      schema: {
        tags: ['auth'],
        operationId: 'requestEmailChange',
        security: SIGNED_IN,
        summary:
          'Mails a confirmation link (24 hours, single use) to a new address; the email changes once it is followed.',
        body: EmailChangeRequest,
        response: withErrors({
          200: Type.Object({ detail: Type.String(), pending_email: Type.String() }),
        }),
      },
    },
    async (request) => requestEmailChange(app, requireUser(request), request.body, request.ip),
  );

  app.post(
    '/email-change-confirmation',
    {
      schema: {
        tags: ['auth'],
        operationId: 'confirmEmailChange',
        security: PUBLIC,
        summary: 'Makes the address a confirmation link was mailed to the account’s email.',
        body: Type.Object(
          { token: Type.String({ minLength: 16, maxLength: 128 }) },
          { additionalProperties: false },
        ),
        response: withErrors({ 200: Type.Object({ detail: Type.String(), email: Type.String() }) }),
      },
    },
    async (request) => confirmEmailChange(app, request.body.token, request.ip),
  );
};
