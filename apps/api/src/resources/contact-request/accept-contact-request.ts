import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../errors.ts';
import { assertWithinRate } from '../../http/rate-limit.ts';
import { submitContact, type ContactInput } from './submit-contact.ts';
import { addressKey } from '../../http/address-key.ts';

/** Submissions one address may make per window: enough for a person, too few for a script. */
const SUBMISSIONS_PER_WINDOW = 5;
const WINDOW_MS = 10 * 60_000;

const HUMAN_CHECK_FAILED = 'The human verification failed. Please try again.';

/**
 * A visitor's contact request is stored only with their consent, a way to answer them (an email or
 * a phone) and a solved human-verification challenge, and within a few per address: a person gets
 * through, a script does not.
 */
export async function acceptContactRequest(
  app: FastifyInstance,
  body: ContactInput & { consent: boolean; altcha: string },
  ip: string,
) {
  await assertWithinRate(app.db, {
    key: `submit:${addressKey(ip)}`,
    max: SUBMISSIONS_PER_WINDOW,
    windowMs: WINDOW_MS,
    message: 'Too many requests from this address. Please try again later or call us.',
  });
  if (!body.consent) throw new BadRequestError('Your consent is needed to send this request.');
  if (!body.email?.trim() && !body.phone?.trim())
    throw new BadRequestError('Give an email address or a phone number so that we can answer you.');
  await assertHuman(app, body.altcha);
  await submitContact(app, body);
  return { detail: 'Thank you for your submission' };
}

/** Spends a solved challenge; a missing, forged or reused one is refused. */
export async function assertHuman(app: FastifyInstance, altcha: string): Promise<void> {
  if (!(await app.humanCheck.spend(app.db, altcha))) throw new BadRequestError(HUMAN_CHECK_FAILED);
}
