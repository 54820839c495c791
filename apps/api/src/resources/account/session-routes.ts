import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { PUBLIC, TOKEN_OPTIONAL } from '../../http/security.ts';
import { renewSession, signOut } from './sessions.ts';

const RefreshToken = Type.String({ minLength: 16, maxLength: 128 });

const RefreshedTokens = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String({ description: 'The next refresh token: the one sent is spent.' }),
  expires_in: Type.Integer({ description: 'Seconds the access token lasts.' }),
  token_type: Type.Literal('bearer'),
});

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token/refresh',
    {
      schema: {
        tags: ['auth'],
        operationId: 'refreshToken',
        security: PUBLIC,
        summary:
          'Renews the access token with the refresh token, which is replaced; a spent one sent again ends the session.',
        body: Type.Object({ refresh_token: RefreshToken }),
        response: withErrors({ 200: RefreshedTokens }),
      },
    },
    async (request) => renewSession(app, request.body.refresh_token),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        security: TOKEN_OPTIONAL,
        summary:
          'Ends the session of the bearer token, or of the refresh token sent (its access token may have lapsed): both stop working at once.',
        body: Type.Optional(Type.Object({ refresh_token: Type.Optional(RefreshToken) })),
        response: withErrors({ 200: Type.Object({ detail: Type.String() }) }),
      },
    },
    async (request) => signOut(app, request.currentUser, request.body?.refresh_token, request.ip),
  );
};
