import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { organization } from '../../db/schema/organization.ts';
import { user } from '../../db/schema/user.ts';
import { userRole } from '../../db/schema/user-role.ts';
import { roleIdByStringId } from '../../db/seed/roles.ts';
import { hashPassword } from '../../lib/password.ts';
import { withErrors } from '../../http/schemas.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { loadCurrentUser } from '../../auth/current-user.ts';
import { issueAccessToken } from '../../auth/login.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password-policy.ts';
import { toUserView } from '../../auth/current-user-view.ts';
import { RecordId } from '../../http/schemas.ts';

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
        summary: 'Creates an account when the organization allows public sign-up, and signs it in.',
        body: SignupBody,
        response: withErrors({ 200: Type.Ref('TokenResponse') }),
      },
    },
    async (request, reply) => {
      const { email, password, organization_id = 1 } = request.body;
      const username = (request.body.username ?? email).trim();
      const [org] = await app.db
        .select()
        .from(organization)
        .where(eq(organization.id, organization_id));
      if (!org?.allow_public_signup)
        return reply.code(403).send({ detail: 'Sign-up is not open for this organization.' });
      const [taken] = await app.db
        .select({ id: user.id })
        .from(user)
        .where(
          or(
            eq(sql`lower(${user.email})`, email.toLowerCase()),
            eq(sql`lower(${user.username})`, username.toLowerCase()),
          ),
        );
      if (taken)
        return reply
          .code(400)
          .send({ detail: 'An account with this email or username already exists.' });
      const [created] = await app.db
        .insert(user)
        .values({
          username,
          email,
          password_hash: await hashPassword(password),
          signed_up: true,
          organization_id: org.id,
        })
        .returning({ id: user.id });
      await app.db
        .insert(userRole)
        .values({ user_id: created!.id, role_id: await roleIdByStringId(app.db, 'user_role') });
      await recordAudit(app.db, { event: 'signup', userId: created!.id, ip: request.ip });
      const current = (await loadCurrentUser(app.db, created!.id))!;
      return {
        is_require_user_config_2fa: false,
        access_token: await issueAccessToken(app, current),
        token_type: 'bearer' as const,
        user: toUserView(current),
      };
    },
  );
};
