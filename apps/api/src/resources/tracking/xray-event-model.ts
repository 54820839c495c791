import { trackingEvent } from '../../db/schema/tracking-event.ts';
import type { ModelDefinition } from '../../engine/definition.ts';

/** The events of tracked visits, read by administrators only; added through `POST /xray_event`. */
export const xrayEventModel: ModelDefinition = {
  name: 'xray_event',
  schemaName: 'XrayEvent',
  table: trackingEvent,
  secret: [],
  ownerColumn: 'owner_id',
  organizationColumn: 'organization_id',
  deletable: true,
  describe: (row) => `Tracking event #${String(row.id)} (${String(row.type)})`,
};
