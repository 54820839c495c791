import { trackingSession } from '../../db/schema/tracking-session.ts';
import type { ModelDefinition } from '../../engine/definition.ts';

/**
 * Tracked visits, read by administrators only (no other role is granted `xray`); the public site
 * opens them through `POST /xray` (tracking-routes.ts), never through the generic create.
 */
export const xrayModel: ModelDefinition = {
  name: 'xray',
  schemaName: 'Xray',
  table: trackingSession,
  secret: [],
  ownerColumn: 'owner_id',
  organizationColumn: 'organization_id',
  deletable: true,
  describe: (row) => `Tracking session #${String(row.id)}`,
};
