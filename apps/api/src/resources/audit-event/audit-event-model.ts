import { sql } from 'drizzle-orm';
import { auditEvent } from '../../db/schema/audit-event.ts';
import { user } from '../../db/schema/user.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { actorNames, actorViewSchema } from './actor-names.ts';

/**
 * Read only. Super admins (scope `*`) read the whole trail; an organization's admins (scope `org`)
 * read the events of their organization's people: an event belongs to the organization of the
 * account that acted. Events without an account (a failed sign-in with an unknown name, a visitor)
 * and those of people of other organizations stay with super admins; staff are refused (403).
 * `user.username` (and name, email) filters it by the person who acted.
 */
export const auditEventModel: ModelDefinition = {
  name: 'audit_event',
  schemaName: 'AuditEvent',
  table: auditEvent,
  secret: [],
  // A subquery, not a join: the trail's own filters and order stay as they are.
  organizationRows: (organizationId) =>
    sql`${auditEvent.user_id} in (select ${user.id} from ${user} where ${user.organization_id} = ${organizationId})`,
  relations: {
    user: { table: user, via: 'user_id', searchable: ['username', 'name', 'email'] },
  },
  describe: (row) => `Audit event: ${String(row.event)} (id ${String(row.id)})`,
  view: actorNames,
  viewSchema: actorViewSchema,
};
