import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usedTotpStep } from '../../src/db/schema/used-totp-step.ts';
import { TOTP_SETTINGS, totpCode } from '../../src/lib/totp.ts';

const STEP_MS = TOTP_SETTINGS.period * 1000;

/**
 * A right code the API will accept for the next 30 seconds at least: of the current time step or
 * the next, whichever `userId` has not spent yet (a code is accepted once per step). Never the
 * step before: it stops being accepted at the next step boundary, which a request slowed by a
 * busy machine may cross before the API checks the code. When both are spent, it waits for the
 * next step to begin.
 */
export async function freshTotpCode(
  app: FastifyInstance,
  userId: number,
  secret: string,
): Promise<string> {
  for (;;) {
    const spent = new Set(
      (
        await app.db
          .select({ step: usedTotpStep.step })
          .from(usedTotpStep)
          .where(eq(usedTotpStep.user_id, userId))
      ).map((row) => row.step),
    );
    const now = Date.now();
    const at = [now + STEP_MS, now].find((time) => !spent.has(Math.floor(time / STEP_MS)));
    if (at !== undefined) return totpCode(secret, at);
    await new Promise((done) => setTimeout(done, STEP_MS - (now % STEP_MS) + 50));
  }
}
