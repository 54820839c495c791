import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe: links, refresh tokens. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What is stored of a secret token: its SHA-256, so a copy of the database opens nothing. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
