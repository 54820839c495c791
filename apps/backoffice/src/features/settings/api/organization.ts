import type { components, paths } from '@cabinet/api-client/schema';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api';

export type Organization = components['schemas']['Organization'];
export type OrganizationUpdate =
  paths['/organization/{id}']['put']['requestBody']['content']['application/json'];

/** GET /organization/{id}: every setting, for its administrators (others get the public identity). */
export function organizationOptions(id: number) {
  return $api.queryOptions('get', '/organization/{id}', { params: { path: { id } } });
}

/** PUT /organization/{id}; the organization is read again everywhere afterwards. */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/organization/{id}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/organization/{id}'] }),
  });
}

/** POST /organization/{id}/test-email: a message through the saved SMTP settings, and how it went. */
export function useSendTestEmail() {
  return $api.useMutation('post', '/organization/{id}/test-email');
}
