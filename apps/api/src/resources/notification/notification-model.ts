import { notification } from '../../db/schema/notification.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { NoticeKindSchema } from './notice-kinds.ts';

/** Each user reads, marks read and deletes their own; the server creates them (services/notify.ts). */
export const notificationModel: ModelDefinition = {
  name: 'notification',
  schemaName: 'Notification',
  table: notification,
  secret: [],
  ownerColumn: 'owner_id',
  organizationColumn: 'organization_id',
  personal: true,
  writable: true,
  deletable: true,
  serverSet: ['kind'],
  fieldSchemas: { kind: NoticeKindSchema },
  describe: (row) => `Notification: ${String(row.title)} (id ${String(row.id)})`,
};
