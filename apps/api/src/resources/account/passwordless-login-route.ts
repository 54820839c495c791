import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { signInWithLink } from './passwordless-login.ts';
import { PUBLIC } from '../../http/security.ts';

export const passwordlessLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/passwordless-login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'passwordlessLogin',
        security: PUBLIC,
        summary: 'Signs in with a one-time link; with 2FA on, the code is still required.',
        querystring: Type.Object({
          token: Type.String({ minLength: 16, maxLength: 128 }),
          otp: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: withErrors({
          200: Type.Object({
            access_token: Type.String(),
            refresh_token: Type.Union([Type.String(), Type.Null()]),
            expires_in: Type.Integer({ description: 'Seconds the access token lasts.' }),
            user: Type.Ref('User'),
          }),
        }),
      },
    },
    async (request) => signInWithLink(app, request.query, request.ip),
  );
};
