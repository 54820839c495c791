import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { revealPracticeEmail } from './practice-email.ts';
import { withErrors } from '../../http/schemas.ts';
import { PUBLIC } from '../../http/security.ts';

/**
 * An ALTCHA challenge (its v2 proof of work): the widget derives keys from the nonce and a counter
 * until one starts with `keyPrefix`. Every parameter is signed, so none may be dropped here.
 */
const Challenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    expiresAt: Type.Optional(Type.Integer()),
  }),
  signature: Type.String(),
});

export const humanCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/altcha/challenge',
    {
      schema: {
        tags: ['contact'],
        operationId: 'getHumanCheckChallenge',
        security: PUBLIC,
        summary:
          'A proof-of-work challenge (ALTCHA) for the human verification on the public site.',
        response: withErrors({ 200: Challenge }),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.humanCheck.issue();
    },
  );

  app.post(
    '/contact/email',
    {
      schema: {
        tags: ['contact'],
        operationId: 'revealContactEmail',
        security: PUBLIC,
        summary:
          'The practice’s email address, for a solved challenge only (it is in no page or script).',
        body: Type.Object({ altcha: Type.String({ minLength: 1, maxLength: 4096 }) }),
        response: withErrors({ 200: Type.Object({ email: Type.String() }) }),
      },
    },
    async (request) => revealPracticeEmail(app, request.body.altcha),
  );
};
