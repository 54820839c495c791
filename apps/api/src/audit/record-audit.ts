import type { Database } from '../db/client.ts';
import { auditEvent } from '../db/schema/audit-event.ts';

export type AuditEventName =
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'logout'
  | 'signup'
  | '2fa.enabled'
  | '2fa.disabled'
  | 'password.changed'
  | 'password.reset_requested'
  | 'password.reset_completed'
  | 'passwordless.requested'
  | 'passwordless.used'
  | 'email.change_requested'
  | 'email.changed'
  | 'record.created'
  | 'record.updated'
  | 'record.deleted'
  | 'record.bulk_deleted'
  | 'record.exported'
  | 'record.imported'
  | 'record.archived'
  | 'record.restored'
  | 'record.bulk_archived'
  | 'record.bulk_restored'
  | 'apps.demo_data_loaded'
  | 'attachment.uploaded'
  | 'organization.updated'
  | 'organization.test_email'
  | 'contact_request.opened'
  | 'contact_request.person_exported'
  | 'contact_request.person_erased'
  | 'contact_request.retention_erased'
  | 'contact_request.note_added'
  | 'practitioner.availability_changed'
  | 'practitioner.calendar_feed_created'
  | 'practitioner.calendar_feed_revoked'
  | 'appointment.offered'
  | 'appointment.booked'
  | 'appointment.declined'
  | 'appointment.cancelled'
  | 'contact_request.reply_sent'
  | 'reply_template.saved'
  | 'reply_template.reset'
  | 'mail.resent';

export interface AuditEntry {
  event: AuditEventName;
  userId?: number | null;
  username?: string | null;
  ip?: string | null;
  detail?: Record<string, string | number | boolean | null>;
  /** The model and the one record concerned, the columns a record's history filters on. */
  model?: string | null;
  recordId?: number | null;
}

/** Records an event; callers pass names and ids only, never secrets, codes or health data. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvent).values({
    event: entry.event,
    user_id: entry.userId ?? null,
    username: entry.username ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
    model: entry.model ?? null,
    record_id: entry.recordId ?? null,
  });
}

/**
 * An event of the model routes, in the one shape they all share: `detail.model`, the record ids (for
 * writes) and counts. Field values are never recorded (contact requests hold health data).
 */
export function recordModelAudit(
  db: Database,
  event: Extract<AuditEventName, `record.${string}` | 'organization.updated'>,
  who: { userId: number | null; ip: string },
  model: string,
  ids: readonly number[] | null,
  extra: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  return recordAudit(db, {
    event,
    userId: who.userId,
    ip: who.ip,
    model,
    recordId: ids?.length === 1 ? ids[0] : null,
    detail: {
      model,
      ...(ids ? { ids: [...ids].sort((a, b) => a - b).join(','), count: ids.length } : {}),
      ...extra,
    },
  });
}
