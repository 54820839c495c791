import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organization } from '../db/schema/organization.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { emailText } from '../mail/email-text.ts';
import { withinRate } from '../http/rate-limit.ts';
import { findActiveAccount } from './find-account.ts';
import { createOneTimeToken, type TokenPurpose } from './one-time-token.ts';

/** The back-office screen each link opens; always built from the configured URL, never the Host header. */
const linkPaths: Record<TokenPurpose, (token: string) => string> = {
  reset: (token) => `/set-password?t=${encodeURIComponent(token)}`,
  passwordless: (token) => `/passwordless-login?token=${encodeURIComponent(token)}`,
};

export const LINKS_PER_ACCOUNT_PER_HOUR = 5;

/**
 * Mails a reset or sign-in link when the account exists and is active. The caller answers the same
 * either way, so nobody can learn which accounts exist.
 */
export async function mailAccountLink(
  app: FastifyInstance,
  input: { usernameOrEmail: string; purpose: TokenPurpose; language?: string; ip: string },
): Promise<void> {
  const account = await findActiveAccount(app.db, input.usernameOrEmail);
  await recordAudit(app.db, {
    event: input.purpose === 'reset' ? 'password.reset_requested' : 'passwordless.requested',
    userId: account?.id ?? null,
    username: input.usernameOrEmail.slice(0, 254),
    ip: input.ip,
  });
  if (!account) return;
  // A few links an hour per account, whatever the addresses asking: nobody floods a mailbox.
  if (
    !(await withinRate(
      app.db,
      `link-account:${account.id}`,
      LINKS_PER_ACCOUNT_PER_HOUR,
      60 * 60_000,
    ))
  ) {
    app.log.warn({ userId: account.id, purpose: input.purpose }, 'account link not mailed: limit');
    return;
  }
  await mailLink(app, account, input.purpose, input.purpose, input.language);
}

type Account = NonNullable<Awaited<ReturnType<typeof findActiveAccount>>>;

/**
 * Mails a new user the link to choose their first password: the reset link and its single-use,
 * 60-minute token, with a welcome text. When it expires, the user asks for a reset as anyone would.
 */
export async function mailSetPasswordLink(app: FastifyInstance, account: Account): Promise<void> {
  await mailLink(app, account, 'reset', 'welcome', undefined);
}

async function mailLink(
  app: FastifyInstance,
  account: Account,
  purpose: TokenPurpose,
  textPrefix: 'reset' | 'passwordless' | 'welcome',
  language: string | undefined,
): Promise<void> {
  const token = await createOneTimeToken(app.db, account.id, purpose);
  const [org] = await app.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, account.organization_id));
  const values = {
    username: account.username,
    organization: org?.name ?? 'Cabinet',
    link: `${app.config.BACKOFFICE_URL.replace(/\/$/, '')}${linkPaths[purpose](token)}`,
  };
  await app.enqueueMail(
    {
      to: account.email,
      subject: await emailText(app.db, language, `${textPrefix}.subject`, values),
      text: await emailText(app.db, language, `${textPrefix}.body`, values),
    },
    { organizationId: account.organization_id, kind: 'account-link' },
  );
}
