import { auditEvent } from '../../db/schema/audit-event.ts';
import type { ModelDefinition } from '../../engine/definition.ts';

/** Read only, for super admins alone: who did what, when; organization admins are refused (403). */
export const auditEventModel: ModelDefinition = {
  name: 'audit_event',
  schemaName: 'AuditEvent',
  table: auditEvent,
  secret: [],
  everyRowScopeOnly: true,
  describe: (row) => `Audit event: ${String(row.event)} (id ${String(row.id)})`,
};
