import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { login } from '../../auth/login.ts';
import { ACCESS_TOKEN_MINUTES } from '../../auth/sessions.ts';
import { tokenAnswer } from './sign-in-answer.ts';
import { PUBLIC } from '../../http/security.ts';

const TokenBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  otp: Type.Optional(Type.String({ maxLength: 64 })),
});

export const TokenResponse = Type.Object(
  {
    is_require_user_config_2fa: Type.Boolean(),
    access_token: Type.Union([Type.String(), Type.Null()], {
      description: `Short-lived (${ACCESS_TOKEN_MINUTES} minutes at most): renew it with the refresh token.`,
    }),
    refresh_token: Type.Union([Type.String(), Type.Null()], {
      description:
        'Renews the access token (POST /token/refresh), replaced at each use; kept only by the client that signed in.',
    }),
    expires_in: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Seconds the access token lasts.',
    }),
    token_type: Type.Literal('bearer'),
    user: Type.Union([Type.Ref('User'), Type.Null()]),
  },
  { $id: 'TokenResponse' },
);

export const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token',
    {
      schema: {
        tags: ['auth'],
        operationId: 'login',
        security: PUBLIC,
        summary: 'Signs in with username (or email), password and, with 2FA, a code.',
        consumes: ['application/x-www-form-urlencoded'],
        body: TokenBody,
        response: withErrors({ 200: TokenResponse }),
      },
    },
    async (request) => {
      const { username, password, otp = '' } = request.body;
      return tokenAnswer(await login(app, { username, password, otp, ip: request.ip }));
    },
  );
};
