import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
}

/** HS256 access tokens signed with the app secret (one server signs and checks them); the lifetime comes from the organization's settings. */
export function createTokenSigner(appSecret: string) {
  const key = new TextEncoder().encode(appSecret);
  return {
    async sign(claims: TokenClaims, lifetimeMinutes: number): Promise<string> {
      return new SignJWT({ ver: claims.version })
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
        const version = payload.ver;
        if (!Number.isInteger(userId) || typeof version !== 'number') return null;
        return { userId, version };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
