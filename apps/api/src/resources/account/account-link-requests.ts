import type { FastifyInstance } from 'fastify';
import { mailAccountLink } from '../../auth/account-links.ts';
import type { TokenPurpose } from '../../auth/one-time-token.ts';
import { assertWithinRate } from '../../http/rate-limit.ts';
import { addressKey } from '../../http/address-key.ts';

/** Link requests one address may make in a window: enough for a shared office, not for a flood. */
export const LINK_REQUESTS_PER_ADDRESS = 20;
const ADDRESS_WINDOW_MS = 15 * 60_000;

/**
 * Mails a reset or sign-in link. The answer is the same, in the same time, whether or not the account
 * exists: the lookup and the mail happen after the answer, in `pending` (awaited on shutdown).
 */
export async function requestAccountLink(
  app: FastifyInstance,
  pending: Set<Promise<void>>,
  request: { usernameOrEmail: string; purpose: TokenPurpose; language?: string; ip: string },
) {
  await assertWithinRate(app.db, {
    key: `link-request:${addressKey(request.ip)}`,
    max: LINK_REQUESTS_PER_ADDRESS,
    windowMs: ADDRESS_WINDOW_MS,
    message: 'Too many link requests from your network. Try again later.',
  });
  const work = mailAccountLink(app, request).catch((error: unknown) =>
    app.log.error(
      { purpose: request.purpose, code: (error as { code?: unknown }).code ?? null },
      'account link request failed',
    ),
  );
  pending.add(work);
  void work.finally(() => pending.delete(work));
  return { detail: 'If an account matches, a link has been sent to its email address.' };
}
