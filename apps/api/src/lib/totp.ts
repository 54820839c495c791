import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as the security baseline fixes it: SHA-1, 6 digits, 30 s steps, ±1 step accepted. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
  }).toString();
}

export function totpCode(secretBase32: string, timestamp = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    timestamp,
  });
}

/**
 * The time step a code belongs to, or null when it matches none within ±1 step. Callers record the
 * step so that a code is accepted once.
 */
export function matchingTotpStep(
  secretBase32: string,
  code: string,
  timestamp = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    timestamp,
    window: TOTP_SETTINGS.window,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp }) + delta;
}
