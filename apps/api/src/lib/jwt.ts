import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
  /** The sign-in (user_session) the token belongs to: ended at sign-out. */
  sessionId: number;
}

/** HS256 access tokens signed with the app secret (one server signs and checks them), each naming its session. */
export function createTokenSigner(appSecret: string) {
  const key = new TextEncoder().encode(appSecret);
  return {
    async sign(claims: TokenClaims, lifetimeMinutes: number): Promise<string> {
      return new SignJWT({ ver: claims.version, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${lifetimeMinutes}m`)
        .sign(key);
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { ver: version, sid: sessionId } = payload;
        if (!Number.isInteger(userId) || typeof version !== 'number') return null;
        // A token of before sessions existed names none: refused, its holder signs in again.
        if (typeof sessionId !== 'number' || !Number.isInteger(sessionId)) return null;
        return { userId, version, sessionId };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
