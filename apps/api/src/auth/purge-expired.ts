import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oneTimeToken } from '../db/schema/one-time-token.ts';
import { rateCounter } from '../db/schema/rate-counter.ts';
import { usedTotpStep } from '../db/schema/used-totp-step.ts';
import { TOTP_SETTINGS } from '../lib/totp.ts';
import { purgeExpiredThrottles } from './login-throttle.ts';

/** No rate window is longer than this: a counter older than it counts nothing any more. */
const RATE_COUNTER_KEEP_MS = 24 * 3_600_000;

export interface PurgedCounts {
  rateCounters: number;
  throttles: number;
  oneTimeTokens: number;
  usedTotpSteps: number;
}

/**
 * Deletes what no longer protects anything: rate counters past every window, sign-in counters
 * quiet for a day, links used or expired (a deleted link is refused as an expired one is), and
 * spent TOTP steps too old for their code to be accepted again anyway.
 */
export async function purgeExpiredAuthRows(db: Database, now = new Date()): Promise<PurgedCounts> {
  const rateCounters = await db
    .delete(rateCounter)
    .where(lt(rateCounter.window_start, new Date(now.getTime() - RATE_COUNTER_KEEP_MS)))
    .returning({ key: rateCounter.key });
  const throttles = await purgeExpiredThrottles(db, now);
  const oneTimeTokens = await db
    .delete(oneTimeToken)
    .where(or(isNotNull(oneTimeToken.used_at), lt(oneTimeToken.expires_at, now)))
    .returning({ id: oneTimeToken.id });
  // A code is accepted within ±window steps of its own: older steps cannot match any more.
  const currentStep = Math.floor(now.getTime() / 1000 / TOTP_SETTINGS.period);
  const usedTotpSteps = await db
    .delete(usedTotpStep)
    .where(lt(usedTotpStep.step, currentStep - TOTP_SETTINGS.window - 1))
    .returning({ step: usedTotpStep.step });
  return {
    rateCounters: rateCounters.length,
    throttles,
    oneTimeTokens: oneTimeTokens.length,
    usedTotpSteps: usedTotpSteps.length,
  };
}
