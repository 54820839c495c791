import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Also keys fingerprints of values the API only compares (recovery codes): an HMAC-SHA256 under a
 * key of its own derived from the app secret, so a copy of the database alone cannot test guesses.
 *
 * Encrypts values the API must read back (TOTP secrets, the SMTP password) with AES-256-GCM under a
 * key derived from the app secret. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function createSecretBox(appSecret: string) {
  const key = createHash('sha256').update(`cabinet-secret-box:${appSecret}`).digest();
  const macKey = createHash('sha256').update(`cabinet-fingerprint:${appSecret}`).digest();
  return {
    fingerprint(value: string): string {
      return createHmac('sha256', macKey).update(value, 'utf8').digest('hex');
    },
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('Unreadable sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
