import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import { loadCurrentUser } from '../../auth/current-user.ts';
import { issueTokens, TwoFactorSetupNeededError } from '../../auth/login.ts';
import { BadRequestError, ForbiddenError } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { findOrganization, insertSignedUpUser, nameTaken } from './account-data.ts';
import { isAnonymousUser } from '../../auth/anonymous-user.ts';
import { upgradeAnonymousUser } from './anonymous-users.ts';
import { signedInAnswer, tokenAnswer } from './sign-in-answer.ts';

export interface SignupInput {
  email: string;
  password: string;
  username?: string;
  organization_id?: number;
}

/**
 * Creates an account with the plain user role, only where the organization opened public sign-up,
 * and signs it in. Without a username, the email is the username. Sent with an anonymous user's
 * token, it upgrades that user in place (same id) instead: what the visitor did stays theirs.
 */
export async function signUp(
  app: FastifyInstance,
  input: SignupInput,
  ip: string,
  signedIn: CurrentUser | null = null,
) {
  const { email, password } = input;
  const anonymous = signedIn && (await isAnonymousUser(app.db, signedIn.row)) ? signedIn : null;
  const organization_id = anonymous?.row.organization_id ?? input.organization_id ?? 1;
  if (anonymous && input.organization_id !== undefined && input.organization_id !== organization_id)
    throw new BadRequestError('An anonymous user signs up in its own organization.');
  const username = (input.username ?? email).trim();
  const org = await findOrganization(app.db, organization_id);
  if (!org?.allow_public_signup)
    throw new ForbiddenError('Sign-up is not open for this organization.');
  if (await nameTaken(app.db, email, username))
    throw new BadRequestError('An account with this email or username already exists.');
  const values = { username, email, password_hash: await hashPassword(password) };
  let userId: number;
  if (anonymous) {
    userId = anonymous.row.id;
    await upgradeAnonymousUser(app.db, userId, values);
  } else {
    userId = await insertSignedUpUser(app.db, { ...values, organization_id: org.id });
  }
  await recordAudit(app.db, {
    event: 'signup',
    userId,
    ip,
    ...(anonymous ? { detail: { from_anonymous: true } } : {}),
  });
  const current = (await loadCurrentUser(app.db, userId))!;
  try {
    return signedInAnswer(await issueTokens(app, current), current);
  } catch (error) {
    // The account exists; as at sign-in, the answer sends it to set up 2FA first.
    if (error instanceof TwoFactorSetupNeededError) return tokenAnswer({ kind: 'needs-2fa-setup' });
    throw error;
  }
}
