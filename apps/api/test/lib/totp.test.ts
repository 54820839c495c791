import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingTotpStep, newTotpSecret, totpCode, totpUri } from '../../src/lib/totp.ts';

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" and its 8-digit codes.
const rfcSecret = Secret.fromUTF8('12345678901234567890');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(rfcVectors)('matches the RFC 6238 SHA-1 vector at T=%i', (seconds, expected) => {
    const code = TOTP.generate({
      secret: rfcSecret,
      algorithm: 'SHA1',
      digits: 8,
      period: 30,
      timestamp: seconds * 1000,
    });
    expect(code).toBe(expected);
    // Our 6-digit codes are the same HOTP value truncated to the last six digits.
    expect(totpCode(rfcSecret.base32, seconds * 1000)).toBe(expected.slice(-6));
  });

  it('accepts the previous and next step and nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchingTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchingTotpStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchingTotpStep(secret, 'abcdef', now)).toBeNull();
    expect(matchingTotpStep(secret, '12345', now)).toBeNull();
  });

  it('writes an otpauth URI with the organization as issuer and the username as account', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'Cabinet Lac & Parole', 'jdupont');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Cabinet%20Lac%20%26%20Parole:jdupont\?/);
    expect(uri).toContain('issuer=Cabinet%20Lac%20%26%20Parole');
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });
});
