import type { components } from '@cabinet/api-client/schema';
import { $api } from '../../../lib/api';

export type SystemStatus = components['schemas']['SystemStatus'];

/** The status screen checks again every minute while it is open (and on demand). */
const EVERY_MINUTE = 60_000;

/** `GET /util/status`: the backups, the mail queue, the disk and the services (administrators). */
export function systemStatusOptions() {
  return { ...$api.queryOptions('get', '/util/status'), refetchInterval: EVERY_MINUTE };
}
