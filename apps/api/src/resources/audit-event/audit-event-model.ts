import { auditEvent } from '../../db/schema/audit-event.ts';
import { user } from '../../db/schema/user.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { actorNames, actorViewSchema } from './actor-names.ts';

/**
 * Read only, for super admins alone: who did what, when; organization admins are refused (403).
 * The trail spans every organization (failed sign-ins have no account), so it is not org-scoped.
 * `user.username` (and name, email) filters it by the person who acted.
 */
export const auditEventModel: ModelDefinition = {
  name: 'audit_event',
  schemaName: 'AuditEvent',
  table: auditEvent,
  secret: [],
  everyRowScopeOnly: true,
  relations: {
    user: { table: user, via: 'user_id', searchable: ['username', 'name', 'email'] },
  },
  describe: (row) => `Audit event: ${String(row.event)} (id ${String(row.id)})`,
  view: actorNames,
  viewSchema: actorViewSchema,
};
