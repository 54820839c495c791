import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { organization } from '../db/schema/organization.ts';
import { userSession } from '../db/schema/user-session.ts';
import { UnauthorizedError } from '../errors.ts';
import { newSecretToken, tokenDigest } from '../lib/secret-token.ts';
import { isAnonymousUser } from './anonymous-user.ts';
import type { CurrentUser } from './current-user.ts';

/**
 * Sessions (ASVS 5.0, session management). A sign-in opens a session; its access tokens are short
 * and name it, and every request checks it is still live, so signing out ends them at once. The
 * refresh token renews the access token and is replaced at each use; the previous one coming back
 * means a copy was stolen, and ends the session. A session also ends after SESSION_IDLE_MINUTES
 * without a renewal, and at the organization's lifetime, which is capped at MAX_SESSION_MINUTES.
 */
export const ACCESS_TOKEN_MINUTES = 15;
export const SESSION_IDLE_MINUTES = 12 * 60;
export const MAX_SESSION_MINUTES = 7 * 24 * 60;
/** A refresh token replaced this recently may come back from another tab: refused, not a theft. */
const RACE_SECONDS = 30;

/** What a sign-in answers: the access token, how long it lasts, and the refresh token. */
export interface IssuedTokens {
  accessToken: string;
  /** Seconds the access token lasts. */
  expiresIn: number;
  /** Null for an anonymous user's session: it starts a new one when its token lapses. */
  refreshToken: string | null;
}

export const SESSION_ENDED = 'Your session has ended: sign in again.';

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** The organization's session lifetime, within the cap. */
async function sessionMinutes(db: Database, organizationId: number): Promise<number> {
  const [org] = await db
    .select({ minutes: organization.access_token_expire_minutes })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return Math.min(org?.minutes ?? 1440, MAX_SESSION_MINUTES);
}

/** An access token of the session, lasting `minutes` at most and never past the session's end. */
async function accessToken(
  app: FastifyInstance,
  claims: { userId: number; version: number; sessionId: number },
  minutes: number,
) {
  return app.tokens.sign(claims, Math.max(1, Math.floor(minutes)));
}

/**
 * Opens a session for a user who just proved who they are (the callers check the second factor).
 * Anonymous users get no refresh token: their access token lasts the session, as they hold only
 * what a visitor may do and start a new session by their anonymous id.
 */
export async function openSession(
  app: FastifyInstance,
  current: CurrentUser,
): Promise<IssuedTokens> {
  const now = new Date();
  const lifetime = await sessionMinutes(app.db, current.row.organization_id);
  const anonymous = await isAnonymousUser(app.db, current.row);
  const refreshToken = anonymous ? null : newSecretToken();
  const expiresAt = minutesFrom(now, lifetime);
  const [session] = await app.db
    .insert(userSession)
    .values({
      user_id: current.row.id,
      refresh_hash: refreshToken ? tokenDigest(refreshToken) : null,
      token_version: current.row.token_version,
      // Without a refresh token nothing renews it: an anonymous session lasts its lifetime.
      idle_expires_at: anonymous
        ? expiresAt
        : minutesFrom(now, Math.min(SESSION_IDLE_MINUTES, lifetime)),
      expires_at: expiresAt,
    })
    .returning({ id: userSession.id });
  const minutes = anonymous ? lifetime : Math.min(ACCESS_TOKEN_MINUTES, lifetime);
  return {
    accessToken: await accessToken(
      app,
      { userId: current.row.id, version: current.row.token_version, sessionId: session!.id },
      minutes,
    ),
    expiresIn: minutes * 60,
    refreshToken,
  };
}

/**
 * After a change that ends the account's other sessions (a new password, 2FA on or off: the
 * token version moved on), the caller's own session goes on: it takes the new version, and a new
 * access token comes back.
 */
export async function continueSession(
  app: FastifyInstance,
  current: CurrentUser,
  newVersion: number,
): Promise<string> {
  const sessionId = current.sessionId;
  const [session] = sessionId
    ? await app.db
        .update(userSession)
        .set({ token_version: newVersion })
        .where(and(eq(userSession.id, sessionId), isNull(userSession.revoked_at)))
        .returning({ expires_at: userSession.expires_at })
    : [];
  if (!session) throw new UnauthorizedError(SESSION_ENDED);
  const left = (session.expires_at.getTime() - Date.now()) / 60_000;
  return accessToken(
    app,
    { userId: current.row.id, version: newVersion, sessionId: sessionId! },
    Math.min(ACCESS_TOKEN_MINUTES, left),
  );
}

/** Whether the session is still live: not signed out, not past its end. Checked on every request. */
export async function sessionIsLive(
  db: Database,
  sessionId: number,
  userId: number,
): Promise<boolean> {
  const [live] = await db
    .select({ id: userSession.id })
    .from(userSession)
    .where(
      and(
        eq(userSession.id, sessionId),
        eq(userSession.user_id, userId),
        isNull(userSession.revoked_at),
        gt(userSession.expires_at, new Date()),
      ),
    );
  return Boolean(live);
}

/**
 * Renews a session's access token with its refresh token, which is replaced. The user must still be
 * able to sign in (active, same token version). The previous refresh token renews again for a
 * moment after its replacement (an answer the browser never got); coming back later, it ends the
 * session, as someone holds a copy.
 */
export async function refreshSession(
  app: FastifyInstance,
  refreshToken: string,
  userStillValid: (userId: number, version: number) => Promise<boolean>,
): Promise<IssuedTokens> {
  const now = new Date();
  const presented = tokenDigest(refreshToken);
  const [session] = await app.db
    .select()
    .from(userSession)
    .where(
      or(eq(userSession.refresh_hash, presented), eq(userSession.previous_refresh_hash, presented)),
    );
  if (!session || session.revoked_at || session.refresh_hash === null) {
    throw new UnauthorizedError(SESSION_ENDED);
  }
  const current = session.refresh_hash;
  if (current !== presented) {
    // A replaced token. Moments after its replacement it is this browser again: a renewal whose
    // answer never arrived (the page was left while it ran) or another tab. It renews once more,
    // and the pair answered before stops working. Later, someone holds a copy: the session ends.
    const replacedAt = session.refreshed_at?.getTime() ?? 0;
    if (now.getTime() - replacedAt > RACE_SECONDS * 1000) {
      await endSession(app.db, session.id);
      throw new UnauthorizedError(SESSION_ENDED);
    }
  }
  const ended =
    session.expires_at <= now ||
    session.idle_expires_at <= now ||
    !(await userStillValid(session.user_id, session.token_version));
  if (ended) {
    await endSession(app.db, session.id);
    throw new UnauthorizedError(SESSION_ENDED);
  }
  const next = newSecretToken();
  const idleEnd = minutesFrom(now, SESSION_IDLE_MINUTES);
  // Only the first of two simultaneous renewals wins: the stored token must still be the one read.
  const [renewed] = await app.db
    .update(userSession)
    .set({
      refresh_hash: tokenDigest(next),
      previous_refresh_hash: presented,
      // A spent token renewing again does not move its window on.
      refreshed_at: current === presented ? now : session.refreshed_at,
      idle_expires_at: idleEnd < session.expires_at ? idleEnd : session.expires_at,
    })
    .where(and(eq(userSession.id, session.id), eq(userSession.refresh_hash, current)))
    .returning({ id: userSession.id });
  if (!renewed) throw new UnauthorizedError(SESSION_ENDED);
  const minutes = Math.min(
    ACCESS_TOKEN_MINUTES,
    (session.expires_at.getTime() - now.getTime()) / 60_000,
  );
  return {
    accessToken: await accessToken(
      app,
      { userId: session.user_id, version: session.token_version, sessionId: session.id },
      minutes,
    ),
    expiresIn: Math.floor(minutes * 60),
    refreshToken: next,
  };
}

/** Ends a session (sign-out, a stolen refresh token): its access and refresh tokens stop at once. */
export async function endSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(userSession)
    .set({ revoked_at: new Date() })
    .where(and(eq(userSession.id, sessionId), isNull(userSession.revoked_at)));
}

/** The session a refresh token (current or just replaced) belongs to, for a sign-out without a live access token. */
export async function sessionOfRefreshToken(
  db: Database,
  refreshToken: string,
): Promise<number | null> {
  const presented = tokenDigest(refreshToken);
  const [session] = await db
    .select({ id: userSession.id })
    .from(userSession)
    .where(
      or(eq(userSession.refresh_hash, presented), eq(userSession.previous_refresh_hash, presented)),
    );
  return session?.id ?? null;
}

/** Housekeeping: sessions ended or past their end for a day are deleted. Answers how many. */
export async function purgeEndedSessions(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const gone = await db
    .delete(userSession)
    .where(
      or(
        lt(userSession.expires_at, dayAgo),
        lt(userSession.revoked_at, dayAgo),
        lt(userSession.idle_expires_at, dayAgo),
      ),
    )
    .returning({ id: userSession.id });
  return gone.length;
}
