import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import { checkCurrentPassword } from '../../auth/account-check.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { findAccount } from '../../auth/find-account.ts';
import {
  consumeEmailChangeToken,
  createOneTimeToken,
  revokeOutstandingTokens,
  revokeOutstandingTokensOf,
} from '../../auth/one-time-token.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/user.ts';
import { BadRequestError, refusal } from '../../errors.ts';
import { assertWithinRate } from '../../http/rate-limit.ts';
import { emailText } from '../../mail/email-text.ts';
import { organizationName } from './account-data.ts';
import { CURRENT_PASSWORD_WRONG } from './two-factor-config.ts';

export const EMAIL_TAKEN = 'This email address is already used by another account.';
export const EMAIL_UNCHANGED = 'This is already your email address.';
export const EMAIL_CHANGE_LINK_INVALID = 'This link is invalid or has expired. Ask for a new one.';
/** Confirmation mails one account may have sent in an hour: nobody floods someone else's mailbox. */
export const EMAIL_CHANGES_PER_HOUR = 5;

/** Refuses an address that is another account's email or username, whatever its case. */
async function assertEmailFree(db: Database, email: string, userId: number): Promise<void> {
  const other = await findAccount(db, email);
  if (other && other.id !== userId) throw new BadRequestError(EMAIL_TAKEN);
}

/**
 * Asks to change the signed-in user's email: the current password first (under the sign-in lock),
 * then a single-use link, valid 24 hours, mailed to the new address; the old address is told. The
 * account keeps its email until the link is followed; a new request replaces an earlier one.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  current: CurrentUser,
  input: { new_email: string; current_password: string; language?: string },
  ip: string,
) {
  const { row } = current;
  const newEmail = input.new_email.trim();
  if (newEmail.toLowerCase() === row.email.toLowerCase())
    throw new BadRequestError(EMAIL_UNCHANGED);
  const checked = await checkCurrentPassword(app.db, row, input.current_password, ip);
  if (!checked.ok)
    throw refusal(checked.detail ? checked.status : 403, checked.detail ?? CURRENT_PASSWORD_WRONG);
  await assertEmailFree(app.db, newEmail, row.id);
  await assertWithinRate(app.db, {
    key: `email-change:${row.id}`,
    max: EMAIL_CHANGES_PER_HOUR,
    windowMs: 60 * 60_000,
    message: 'Too many email changes asked for. Try again in an hour.',
  });
  await revokeOutstandingTokensOf(app.db, row.id, 'email_change');
  const token = await createOneTimeToken(app.db, row.id, 'email_change', newEmail);
  const values = {
    username: row.username,
    organization: (await organizationName(app.db, row.organization_id)) ?? 'Cabinet',
    email: newEmail,
    // In the fragment: a browser never sends it, so no server or proxy log holds the token.
    link: `${app.config.BACKOFFICE_URL.replace(/\/$/, '')}/confirm-email#token=${token}`,
  };
  const mail = async (to: string, prefix: 'emailChange' | 'emailChangeNotice') =>
    app.enqueueMail(
      {
        to,
        subject: await emailText(app.db, input.language, `${prefix}.subject`, values),
        text: await emailText(app.db, input.language, `${prefix}.body`, values),
      },
      { organizationId: row.organization_id, kind: 'email-change' },
    );
  await mail(newEmail, 'emailChange');
  await mail(row.email, 'emailChangeNotice');
  await recordAudit(app.db, { event: 'email.change_requested', userId: row.id, ip });
  return {
    detail: 'A confirmation link has been sent to the new address.',
    pending_email: newEmail,
  };
}

/**
 * Follows a confirmation link: the address it carries becomes the account's email, once. Links
 * mailed to the old address before (reset, sign-in) stop working.
 */
export async function confirmEmailChange(app: FastifyInstance, token: string, ip: string) {
  return app.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const spent = await consumeEmailChangeToken(db, token);
    const [account] = spent
      ? await db
          .select({ id: user.id, active: user.active })
          .from(user)
          .where(eq(user.id, spent.userId))
      : [];
    if (!spent || !account?.active) throw new BadRequestError(EMAIL_CHANGE_LINK_INVALID);
    await assertEmailFree(db, spent.newEmail, account.id);
    await db.update(user).set({ email: spent.newEmail }).where(eq(user.id, account.id));
    await revokeOutstandingTokens(db, account.id);
    await recordAudit(db, { event: 'email.changed', userId: account.id, ip });
    return { detail: 'Your email address has been changed.', email: spent.newEmail };
  });
}
