import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import { loadCurrentUser, type CurrentUser } from '../../auth/current-user.ts';
import { lacksRequiredSecondFactor, TwoFactorSetupNeededError } from '../../auth/login.ts';
import { continueSession } from '../../auth/sessions.ts';
import { checkCurrentPassword } from '../../auth/account-check.ts';
import { revokeOutstandingTokens } from '../../auth/one-time-token.ts';
import { BadRequestError, refusal } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { storePassword } from './account-data.ts';

/**
 * Changes the signed-in user's password after checking the old one (under the sign-in lock). Every
 * other session and every emailed link ends; the caller gets a fresh token so their own session
 * goes on.
 */
export async function changePassword(
  app: FastifyInstance,
  current: CurrentUser,
  passwords: { old_password: string; new_password: string },
  ip: string,
) {
  const { row } = current;
  const { old_password, new_password } = passwords;
  if (old_password === new_password)
    throw new BadRequestError('The new password is equal to the old password');
  const checked = await checkCurrentPassword(app.db, row, old_password, ip);
  if (!checked.ok)
    throw checked.detail
      ? refusal(checked.status, checked.detail)
      : new BadRequestError('The old password is incorrect.');
  // A session from before the organization required 2FA gets no new token without it.
  if (await lacksRequiredSecondFactor(app.db, row)) throw new TwoFactorSetupNeededError();
  await storePassword(app.db, row.id, await hashPassword(new_password));
  await revokeOutstandingTokens(app.db, row.id);
  await recordAudit(app.db, { event: 'password.changed', userId: row.id, ip });
  const refreshed = await loadCurrentUser(app.db, row.id);
  return {
    detail: 'Password changed successfully!',
    access_token: await continueSession(app, current, refreshed!.row.token_version),
  };
}
