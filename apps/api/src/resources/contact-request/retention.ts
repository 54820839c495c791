import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { organization } from '../../db/schema/organization.ts';

const DAY_MS = 86_400_000;

/**
 * When the hourly housekeeping erases a request: the moment it ended (closed, declined, referred)
 * plus its organization's retention period (`contact_retention_days`); never while it is open. The
 * same rule `eraseExpiredContactRequests` applies, so staff see the date the purge will honour (at
 * most an hour later, the purge's interval).
 */
export function purgeDate(closedAt: Date | null, retentionDays: number): Date | null {
  return closedAt === null ? null : new Date(closedAt.getTime() + retentionDays * DAY_MS);
}

/** Each organization's retention period in days, for the organizations named. */
export async function retentionDaysOf(
  db: Database,
  organizationIds: readonly number[],
): Promise<Map<number, number>> {
  if (organizationIds.length === 0) return new Map();
  const orgs = await db
    .select({ id: organization.id, days: organization.contact_retention_days })
    .from(organization)
    .where(inArray(organization.id, [...new Set(organizationIds)]));
  return new Map(orgs.map((org) => [org.id, org.days]));
}

/**
 * Erases the requests that ended longer ago than their organization's retention period, with
 * everything kept beside them, by cascade: notes, offers, appointments, the mail history and the
 * visitor's mails in the outbox. Each
 * erasure is written to the audit trail, by id only. Answers how many went.
 */
export async function eraseExpiredContactRequests(
  app: FastifyInstance,
  now = new Date(),
): Promise<number> {
  const orgs = await app.db
    .select({ id: organization.id, days: organization.contact_retention_days })
    .from(organization);
  let erased = 0;
  for (const org of orgs) {
    const cutoff = new Date(now.getTime() - org.days * DAY_MS);
    const expired = and(
      eq(contactRequest.organization_id, org.id),
      isNotNull(contactRequest.closed_at),
      lt(contactRequest.closed_at, cutoff),
    );
    await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const gone = await tx
        .delete(contactRequest)
        .where(expired)
        .returning({ id: contactRequest.id });
      for (const { id } of gone)
        await recordAudit(tx, {
          event: 'contact_request.retention_erased',
          model: 'contact_request',
          recordId: id,
          detail: { model: 'contact_request', ids: String(id), count: 1, days: org.days },
        });
      erased += gone.length;
    });
  }
  return erased;
}
