import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organization } from '../../db/schema/organization.ts';
import { NotFoundError } from '../../errors.ts';
import { assertHuman } from './accept-contact-request.ts';

/**
 * The practice's email address, only for a solved challenge: it is in no page or script, so address
 * harvesters never find it.
 */
export async function revealPracticeEmail(app: FastifyInstance, altcha: string) {
  await assertHuman(app, altcha);
  const [org] = await app.db
    .select({ email: organization.email })
    .from(organization)
    .where(eq(organization.id, 1));
  if (!org?.email) throw new NotFoundError('The practice has no email address yet.');
  return { email: org.email };
}
