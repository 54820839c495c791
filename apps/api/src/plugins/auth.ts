import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createTokenSigner, type TokenClaims, type TokenSigner } from '../lib/jwt.ts';
import { loadCurrentUser, type CurrentUser } from '../auth/current-user.ts';
import { sessionIsLive } from '../auth/sessions.ts';
import { UnauthorizedError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the token's signature and expiry itself (`bearerClaims`), with no query: it
     * must answer while a long import holds the embedded database. Only for answers about the
     * caller's own work that reveal nothing else.
     */
    signatureOnly?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for the public role (no token). */
    currentUser: CurrentUser | null;
  }
}

/**
 * Reads the bearer token on every request: none means the public role; an invalid or expired one,
 * one whose session ended, or one older than the user's last password/2FA change or deactivation,
 * is a 401.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('tokens', createTokenSigner(app.appSecret));
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header || request.routeOptions.config.signatureOnly) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new UnauthorizedError();
    const current = await userOfToken(app, match[1]!);
    if (!current) throw new UnauthorizedError();
    request.currentUser = current;
  });
});

/** The claims of the request's valid bearer token (routes with `signatureOnly`); 401 without one. */
export async function bearerClaims(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<TokenClaims> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const claims = match ? await app.tokens.verify(match[1]!) : null;
  if (!claims) throw new UnauthorizedError('Not authenticated');
  return claims;
}

/**
 * The user a token speaks for, or null for an invalid or expired token, one whose session ended
 * (signed out), or one older than the user's last password/2FA change or deactivation. Also used
 * where a token comes in a query (the tracking websocket, which browsers cannot give a header).
 */
export async function userOfToken(
  app: FastifyInstance,
  token: string,
): Promise<CurrentUser | null> {
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const [current, live] = await Promise.all([
    loadCurrentUser(app.db, claims.userId),
    sessionIsLive(app.db, claims.sessionId, claims.userId),
  ]);
  if (!current || !live || !current.row.active || current.row.token_version !== claims.version)
    return null;
  return { ...current, sessionId: claims.sessionId };
}

/** For routes that need a signed-in user. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new UnauthorizedError('Not authenticated');
  return request.currentUser;
}
