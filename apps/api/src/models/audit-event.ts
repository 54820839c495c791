import { auditEvent } from '../db/schema/audit-event.ts';
import type { ModelDefinition } from '../services/model-engine/definition.ts';

/** Read only: the record of who did what; admins read their organization's, super admins all. */
export const auditEventModel: ModelDefinition = {
  name: 'audit_event',
  schemaName: 'AuditEvent',
  table: auditEvent,
  secret: [],
  describe: (row) => `Audit event: ${String(row.event)} (id ${String(row.id)})`,
};
