import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { lacksRequiredSecondFactor } from '../../auth/login.ts';
import { endSession, refreshSession, sessionOfRefreshToken } from '../../auth/sessions.ts';
import { user } from '../../db/schema/user.ts';

/**
 * `POST /token/refresh`: a new access token and refresh token for a live session whose account can
 * still sign in: active, the same token version (no password or 2FA change since), and within its
 * organization's 2FA rule.
 */
export async function renewSession(app: FastifyInstance, refreshToken: string) {
  const tokens = await refreshSession(app, refreshToken, async (userId, version) => {
    const [row] = await app.db.select().from(user).where(eq(user.id, userId));
    return (
      Boolean(row?.active) &&
      row!.token_version === version &&
      !(await lacksRequiredSecondFactor(app.db, row!))
    );
  });
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken!,
    expires_in: tokens.expiresIn,
    token_type: 'bearer' as const,
  };
}

/**
 * `POST /logout`: ends the caller's session (its access token's, or the refresh token's when the
 * access token has lapsed). Always the same answer: signing out twice, or with a token already
 * ended, is no error.
 */
export async function signOut(
  app: FastifyInstance,
  current: CurrentUser | null,
  refreshToken: string | undefined,
  ip: string,
) {
  const sessionId =
    current?.sessionId ?? (refreshToken ? await sessionOfRefreshToken(app.db, refreshToken) : null);
  if (sessionId !== null && sessionId !== undefined) {
    await endSession(app.db, sessionId);
    if (current) await recordAudit(app.db, { event: 'logout', userId: current.row.id, ip });
  }
  return { detail: 'Signed out.' };
}
