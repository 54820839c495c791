import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import { loadCurrentUser, type CurrentUser } from '../../auth/current-user.ts';
import { issueAccessToken } from '../../auth/login.ts';
import { revokeOutstandingTokens } from '../../auth/one-time-token.ts';
import { BadRequestError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { storePassword } from './account-data.ts';

/**
 * Changes the signed-in user's password after checking the old one. Every other session and every
 * emailed link ends; the caller gets a fresh token so their own session goes on.
 */
export async function changePassword(
  app: FastifyInstance,
  { row }: CurrentUser,
  passwords: { old_password: string; new_password: string },
  ip: string,
) {
  const { old_password, new_password } = passwords;
  if (!row.password_hash || !(await verifyPassword(row.password_hash, old_password)))
    throw new BadRequestError('The old password is incorrect.');
  if (old_password === new_password)
    throw new BadRequestError('The new password is equal to the old password');
  await storePassword(app.db, row.id, await hashPassword(new_password));
  await revokeOutstandingTokens(app.db, row.id);
  await recordAudit(app.db, { event: 'password.changed', userId: row.id, ip });
  const refreshed = await loadCurrentUser(app.db, row.id);
  return {
    detail: 'Password changed successfully!',
    access_token: await issueAccessToken(app, refreshed!),
  };
}
