import { solveChallenge } from 'altcha-lib';

/**
 * Solves a challenge of `GET /api/v1/altcha/challenge` as the visitor's browser widget does, and
 * answers the payload the contact form sends as `altcha` (base64 JSON). Throws when no number
 * solves it, so a broken challenge fails the test that needed it.
 * @param {import('./human-check').HumanCheckChallenge} challenge
 */
export async function solveHumanCheck(challenge) {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('The human-check challenge has no solution.');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
