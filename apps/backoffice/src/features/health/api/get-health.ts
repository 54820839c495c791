import { $api } from '../../../lib/api';

/** `GET /util/health`: whether the API (and so the contact form) answers. */
export function healthOptions() {
  return $api.queryOptions('get', '/util/health');
}
