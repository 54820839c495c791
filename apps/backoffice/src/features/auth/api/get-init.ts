import { unwrap } from '@cabinet/api-client/client';
import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/api';

/** POST /init: the organization's public settings the sign-in screens need (public signup…). */
export function initOptions(organizationId: number) {
  return queryOptions({
    queryKey: ['post', '/init', organizationId],
    queryFn: () => unwrap(authClient.POST('/init', { body: { organization_id: organizationId } })),
    staleTime: 5 * 60_000,
  });
}
