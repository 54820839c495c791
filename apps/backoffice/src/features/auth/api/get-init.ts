import { $authApi } from '../../../lib/api';

/** POST /init: the organization's public settings the sign-in screens need (public signup…). */
export function initOptions(organizationId: number) {
  return $authApi.queryOptions(
    'post',
    '/init',
    { body: { organization_id: organizationId } },
    { staleTime: 5 * 60_000 },
  );
}
