import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/login-throttle.ts';

/** After this many consecutive failures an account is locked for LOCK_MINUTES. */
export const MAX_ACCOUNT_FAILURES = 10;
export const LOCK_MINUTES = 15;
/** An address that fails this often within the window is refused for the rest of it. */
export const MAX_IP_FAILURES = 50;
export const IP_WINDOW_MINUTES = 15;

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
}

/** Checked before any password hash is computed. */
export async function checkThrottle(
  db: Database,
  username: string,
  ip: string,
  now = new Date(),
): Promise<ThrottleVerdict> {
  const [account] = await db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, accountKey(username)));
  if (account?.locked_until && account.locked_until > now) {
    return {
      blocked: true,
      retryAfterSeconds: Math.ceil((account.locked_until.getTime() - now.getTime()) / 1000),
    };
  }
  const [address] = await db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, ipKey(ip)));
  const windowEnd = address ? address.last_failure_at.getTime() + IP_WINDOW_MINUTES * 60_000 : 0;
  if (address && address.failures >= MAX_IP_FAILURES && windowEnd > now.getTime()) {
    return { blocked: true, retryAfterSeconds: Math.ceil((windowEnd - now.getTime()) / 1000) };
  }
  return { blocked: false, retryAfterSeconds: 0 };
}

/** Counts a failure for the account and the address; answers whether the account is now locked. */
export async function recordFailure(
  db: Database,
  username: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const windowStart = new Date(now.getTime() - IP_WINDOW_MINUTES * 60_000);
  // A lock that has run out, or an address window that has passed, starts counting again.
  const [account] = await db
    .insert(loginThrottle)
    .values({ key: accountKey(username), failures: 1, last_failure_at: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.locked_until} is not null and ${loginThrottle.locked_until} <= ${now} then 1 else ${loginThrottle.failures} + 1 end`,
        locked_until: sql`case when ${loginThrottle.locked_until} <= ${now} then null else ${loginThrottle.locked_until} end`,
        last_failure_at: now,
      },
    })
    .returning();
  await db
    .insert(loginThrottle)
    .values({ key: ipKey(ip), failures: 1, last_failure_at: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.last_failure_at} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
        last_failure_at: now,
      },
    });
  if (account && account.failures >= MAX_ACCOUNT_FAILURES && !account.locked_until) {
    await db
      .update(loginThrottle)
      .set({ locked_until: lockUntil })
      .where(eq(loginThrottle.key, accountKey(username)));
    return true;
  }
  return false;
}

/** A successful sign-in clears the account's counter. */
export async function clearFailures(db: Database, username: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(username)));
}
