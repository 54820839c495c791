import type { Database } from '../db/client.ts';
import { auditEvent } from '../db/schema/audit-event.ts';

export type AuditEventName =
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'signup'
  | '2fa.enabled'
  | '2fa.disabled'
  | 'password.changed'
  | 'password.reset_requested'
  | 'password.reset_completed'
  | 'passwordless.requested'
  | 'passwordless.used'
  | 'record.exported'
  | 'record.imported'
  | 'organization.updated'
  | 'organization.test_email';

export interface AuditEntry {
  event: AuditEventName;
  userId?: number | null;
  username?: string | null;
  ip?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/** Records an event; callers pass names and ids only, never secrets, codes or health data. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvent).values({
    event: entry.event,
    user_id: entry.userId ?? null,
    username: entry.username ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}
