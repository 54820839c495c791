import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/lib/password.ts';

describe('password hashing', () => {
  it('uses Argon2id with 19 MiB, two passes and one lane, and verifies only the right password', async () => {
    const stored = await hashPassword('Correct-horse-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correct-horse-1')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Correct-horse-1')).toBe(false);
  });

  it('serves a burst of hashes completely, each one distinct', async () => {
    const hashes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => hashPassword(`Burst-${i}`)),
    );
    expect(new Set(hashes).size).toBe(12);
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(h, `Burst-${i}`)));
    expect(checks.every(Boolean)).toBe(true);
  });
});
