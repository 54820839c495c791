import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import { loadCurrentUser } from '../../auth/current-user.ts';
import { issueAccessToken } from '../../auth/login.ts';
import { BadRequestError, ForbiddenError } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { findOrganization, insertSignedUpUser, nameTaken } from './account-data.ts';
import { signedInAnswer } from './sign-in-answer.ts';

export interface SignupInput {
  email: string;
  password: string;
  username?: string;
  organization_id?: number;
}

/**
 * Creates an account with the plain user role, only where the organization opened public sign-up,
 * and signs it in. Without a username, the email is the username.
 */
export async function signUp(app: FastifyInstance, input: SignupInput, ip: string) {
  const { email, password, organization_id = 1 } = input;
  const username = (input.username ?? email).trim();
  const org = await findOrganization(app.db, organization_id);
  if (!org?.allow_public_signup)
    throw new ForbiddenError('Sign-up is not open for this organization.');
  if (await nameTaken(app.db, email, username))
    throw new BadRequestError('An account with this email or username already exists.');
  const userId = await insertSignedUpUser(app.db, {
    username,
    email,
    password_hash: await hashPassword(password),
    organization_id: org.id,
  });
  await recordAudit(app.db, { event: 'signup', userId, ip });
  const current = (await loadCurrentUser(app.db, userId))!;
  return signedInAnswer(await issueAccessToken(app, current), current);
}
