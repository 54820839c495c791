import type { FastifyInstance } from 'fastify';
import { contactRequest } from '../../db/schema/contact-request.ts';
import type { Database } from '../../db/client.ts';
import type { ServiceId } from '@cabinet/i18n/services';
import { tellPractice } from '../notification/tell-practice.ts';

export interface ContactInput {
  name?: string;
  surname?: string;
  phone?: string;
  email?: string;
  message?: string;
  hasPrescription?: boolean;
  service?: ServiceId;
  therapyLanguage?: string;
  freePeriods?: string[];
  freeDays?: string[];
}

const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Stores a request, tells the staff (a notification and a mail with a link to the back-office) and
 * answers its id, all in one transaction: a request is never stored without its notice, nor a
 * notice sent for a request that was not stored. The message itself stays in the database: never
 * in a notification, a mail or a log.
 */
export async function submitContact(
  app: FastifyInstance,
  input: ContactInput,
  organizationId = 1,
): Promise<number> {
  const id = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(contactRequest)
      .values({
        organization_id: organizationId,
        name: clean(input.name),
        surname: clean(input.surname),
        phone: clean(input.phone),
        email: clean(input.email),
        message: clean(input.message),
        has_prescription: input.hasPrescription ?? false,
        service: input.service ?? null,
        therapy_language: input.therapyLanguage ?? null,
        free_periods: input.freePeriods ?? [],
        free_days: input.freeDays ?? [],
        consent_at: new Date(),
      })
      .returning({ id: contactRequest.id });
    const stored = row!.id;
    await tellPractice(app, tx, {
      organizationId,
      requestId: stored,
      kind: 'contact_request.new',
    });
    return stored;
  });
  // Committed: the sender may take the mail now.
  app.mailQueue.kick();
  return id;
}
