import * as OTPAuth from 'otpauth';

const PERIOD_MS = 30_000;

/**
 * Codes of the authenticator app for a scanned `otpauth://` URI. The API accepts each 30-second step
 * once (and the steps next to the current one), so every code comes from a step not used before:
 * the current one, else the next; failing both, it waits for time to move on.
 */
export function authenticatorFor(uri: string) {
  const totp = OTPAuth.URI.parse(uri);
  if (!(totp instanceof OTPAuth.TOTP)) throw new Error(`Not a TOTP URI: ${uri}`);
  const used = new Set<number>();
  return async function freshCode(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / PERIOD_MS);
      const step = [now, now + 1].find((candidate) => !used.has(candidate));
      if (step !== undefined) {
        used.add(step);
        return totp.generate({ timestamp: step * PERIOD_MS });
      }
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 50));
    }
  };
}
