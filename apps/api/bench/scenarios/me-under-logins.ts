import type { BackgroundLoad, BenchContext, Scenario } from '../scenario.ts';
import { signIn } from './sign-in.ts';

const CONCURRENT_LOGINS = 20;

/** Signed-in reads while 20 sign-ins (Argon2id each) run without pause beside them. */
export const meUnderLoginsScenario: Scenario = {
  name: 'GET /user/util/me with 20 concurrent logins',
  setup: async (context) => ({ token: await signIn(context) }),
  request: (_context, prepared) => ({
    method: 'GET',
    path: '/api/v1/user/util/me',
    headers: { authorization: `Bearer ${prepared.token}` },
  }),
  background: (context: BenchContext): BackgroundLoad => {
    let running = true;
    let requests = 0;
    let errors = 0;
    const loop = async () => {
      while (running) {
        try {
          await signIn(context);
        } catch {
          errors += 1;
        }
        requests += 1;
      }
    };
    const loops = Array.from({ length: CONCURRENT_LOGINS }, loop);
    return {
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return { requests, errors };
      },
    };
  },
};
