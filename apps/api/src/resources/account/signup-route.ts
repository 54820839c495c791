import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signUp } from './signup.ts';
import { withErrors } from '../../http/schemas.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password-policy.ts';
import { RecordId } from '../../http/schemas.ts';
import { PUBLIC } from '../../http/security.ts';

const SignupBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  username: Type.Optional(
    Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9._@+-]+$' }),
  ),
  organization_id: Type.Optional(RecordId()),
});

export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/signup',
    {
      schema: {
        tags: ['auth'],
        operationId: 'signup',
        security: PUBLIC,
        summary:
          'Creates an account when the organization allows public sign-up, and signs it in. Sent with an anonymous user’s token, upgrades that user in place (same id).',
        body: SignupBody,
        response: withErrors({ 200: Type.Ref('TokenResponse') }),
      },
    },
    async (request) => signUp(app, request.body, request.ip, request.currentUser),
  );
};
