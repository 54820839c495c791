import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginThrottle } from '../db/schema/login-throttle.ts';
import { addressKey } from '../http/address-key.ts';

/** After this many consecutive failures an account is locked for LOCK_MINUTES. */
export const MAX_ACCOUNT_FAILURES = 10;
export const LOCK_MINUTES = 15;
/**
 * An address whose failures reach this within the window is slowed down (one attempt every
 * ADDRESS_SLOW_SECONDS), not locked: a practice's staff share one office address, and one device
 * must not shut every colleague out. Each account adds at most PAIR_SHARE failures to its
 * address's count, so a colleague mistyping their own password does not slow anyone else; only
 * failures spread over many accounts (password spraying) do.
 */
export const MAX_IP_FAILURES = 50;
export const IP_WINDOW_MINUTES = 15;
export const ADDRESS_SLOW_SECONDS = 5;
export const PAIR_SHARE = 3;
/** A reservation older than this was left by a process that stopped mid-attempt: it no longer counts. */
const STALE_RESERVATION_SECONDS = 60;

/**
 * The counter of an attempt: the account when the typed name matches one (its username and email
 * share one counter), otherwise the typed name, so an unknown name is refused exactly as an
 * existing account would be.
 */
export const accountKey = (accountId: number) => `account:${accountId}`;
export const unknownNameKey = (typed: string) => `name:${typed.trim().toLowerCase()}`;
/** Counted by network, not by address: an IPv6 client holds a whole /64. */
export const ipKey = (ip: string) => `ip:${addressKey(ip)}`;
const pairKey = (key: string, ip: string) => `pair:${key}@${addressKey(ip)}`;

export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
  /** Whether the address (rather than the account) is being slowed down. */
  byAddress: boolean;
}

const allowed: ThrottleVerdict = { blocked: false, retryAfterSeconds: 0, byAddress: false };
const secondsUntil = (date: Date, now: Date) =>
  Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));

/** An address past its limit admits one attempt every ADDRESS_SLOW_SECONDS, claimed atomically. */
async function passAddress(db: Database, ip: string, now: Date): Promise<ThrottleVerdict> {
  const windowStart = new Date(now.getTime() - IP_WINDOW_MINUTES * 60_000);
  const [address] = await db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, ipKey(ip)));
  if (!address || address.failures < MAX_IP_FAILURES || address.last_failure_at < windowStart)
    return allowed;
  const next = new Date(now.getTime() + ADDRESS_SLOW_SECONDS * 1000);
  const [claimed] = await db
    .update(loginThrottle)
    .set({ next_attempt_at: next })
    .where(
      and(
        eq(loginThrottle.key, ipKey(ip)),
        or(isNull(loginThrottle.next_attempt_at), lte(loginThrottle.next_attempt_at, now)),
      ),
    )
    .returning({ key: loginThrottle.key });
  if (claimed) return allowed;
  return {
    blocked: true,
    retryAfterSeconds: address.next_attempt_at
      ? secondsUntil(address.next_attempt_at, now)
      : ADDRESS_SLOW_SECONDS,
    byAddress: true,
  };
}

/**
 * Reserves one attempt on the counter before any password or code is checked, in one statement, so
 * parallel requests (on one process or several sharing the database) cannot all be checked: at
 * most MAX_ACCOUNT_FAILURES attempts are ever counted or in flight. Every reservation ends with
 * `recordFailure`, `releaseAttempt` or `clearFailures`.
 */
export async function reserveAttempt(
  db: Database,
  key: string,
  ip: string,
  now = new Date(),
): Promise<ThrottleVerdict> {
  const address = await passAddress(db, ip, now);
  if (address.blocked) return address;
  const lockOver = sql`(${loginThrottle.locked_until} is not null and ${loginThrottle.locked_until} <= ${now})`;
  const stale = new Date(now.getTime() - STALE_RESERVATION_SECONDS * 1000);
  const failures = sql`(case when ${lockOver} then 0 else ${loginThrottle.failures} end)`;
  const inFlight = sql`(case when ${loginThrottle.reserved_at} < ${stale} then 0 else ${loginThrottle.in_flight} end)`;
  const [reserved] = await db
    .insert(loginThrottle)
    .values({ key, failures: 0, last_failure_at: now, in_flight: 1, reserved_at: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        locked_until: sql`case when ${lockOver} then null else ${loginThrottle.locked_until} end`,
        in_flight: sql`${inFlight} + 1`,
        reserved_at: now,
      },
      // Evaluated on the row as it stands once locked for this update: the check and the
      // reservation are one step.
      setWhere: sql`(${loginThrottle.locked_until} is null or ${lockOver}) and ${failures} + ${inFlight} < ${MAX_ACCOUNT_FAILURES}`,
    })
    .returning({ key: loginThrottle.key });
  if (reserved) return allowed;
  const [row] = await db
    .select({ locked_until: loginThrottle.locked_until })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  // Full of attempts still being checked: they will lock the account if they fail.
  const until = row?.locked_until ?? new Date(now.getTime() + LOCK_MINUTES * 60_000);
  return { blocked: true, retryAfterSeconds: secondsUntil(until, now), byAddress: false };
}

/** Ends a reservation without counting it (a sign-in that now asks for the second factor). */
export async function releaseAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ in_flight: sql`greatest(${loginThrottle.in_flight} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

/**
 * Counts a reserved attempt as a failure of the account (locking it at the limit) and of the
 * address; answers whether this failure locked the account.
 */
export async function recordFailure(
  db: Database,
  key: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const reached = sql`${loginThrottle.failures} + 1 >= ${MAX_ACCOUNT_FAILURES}`;
  const [account] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, last_failure_at: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`${loginThrottle.failures} + 1`,
        in_flight: sql`greatest(${loginThrottle.in_flight} - 1, 0)`,
        last_failure_at: now,
        locked_until: sql`case when ${reached} then coalesce(${loginThrottle.locked_until}, ${lockUntil}) else ${loginThrottle.locked_until} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  if ((await countInWindow(db, pairKey(key, ip), now)) <= PAIR_SHARE)
    await countInWindow(db, ipKey(ip), now);
  return account?.failures === MAX_ACCOUNT_FAILURES;
}

/** Adds one failure to a counter whose count starts again once the window has passed. */
async function countInWindow(db: Database, key: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - IP_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, last_failure_at: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.last_failure_at} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
        next_attempt_at: sql`case when ${loginThrottle.last_failure_at} < ${windowStart} then null else ${loginThrottle.next_attempt_at} end`,
        last_failure_at: now,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

/** A successful sign-in clears the account's counter and its share of the address's. */
export async function clearFailures(db: Database, key: string, ip: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(or(eq(loginThrottle.key, key), eq(loginThrottle.key, pairKey(key, ip))));
}

/** The words of a refusal: minutes for an account, seconds for a slowed-down address. */
export function throttleDetail(verdict: ThrottleVerdict): string {
  if (verdict.byAddress)
    return `Too many failed sign-in attempts from your network. Try again in ${verdict.retryAfterSeconds} seconds.`;
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}

/** How long a quiet counter is kept: consecutive failures of an account add up over a day. */
const KEEP_QUIET_HOURS = 24;

/** Rows no longer needed: counters quiet for a day, whose lock (if any) has run out. */
export async function purgeExpiredThrottles(db: Database, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - KEEP_QUIET_HOURS * 3_600_000);
  const stale = new Date(now.getTime() - STALE_RESERVATION_SECONDS * 1000);
  const deleted = await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.last_failure_at} < ${windowStart}
        and (${loginThrottle.locked_until} is null or ${loginThrottle.locked_until} <= ${now})
        and (${loginThrottle.reserved_at} is null or ${loginThrottle.reserved_at} < ${stale})`,
    )
    .returning({ key: loginThrottle.key });
  return deleted.length;
}
