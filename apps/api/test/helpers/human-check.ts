import { solveHumanCheck, type HumanCheckChallenge } from '@cabinet/e2e/human-check';
import type { FastifyInstance } from 'fastify';

/** Fetches a challenge and solves it as the visitor's browser widget would; answers the payload. */
export async function solvedChallenge(app: FastifyInstance): Promise<string> {
  return solveHumanCheck(
    (await app.inject({ url: '/api/v1/altcha/challenge' })).json<HumanCheckChallenge>(),
  );
}
