import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';

/** Fetches a challenge and solves it as the visitor's browser widget would; answers the payload. */
export async function solvedChallenge(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/api/v1/altcha/challenge' })).json<{
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  }>();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
