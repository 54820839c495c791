import type { paths } from '@cabinet/api-client/schema';
import { unwrap } from '@cabinet/api-client/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { recordQueryOptions } from '../../../lib/resource/queries';
import { useSessionStore } from '../../../lib/session';

/** What "Edit profile" saves: display name, first and last name, phone, mobile (and picture). */
export type OwnProfileUpdate = NonNullable<
  paths['/user/me/profile']['put']['requestBody']
>['content']['application/json'];

/**
 * PUT /user/me/profile: the answer is the user as the session keeps it, so the header's name
 * follows at once; the user record read by the profile page is read again.
 */
export function useUpdateOwnProfile(userId: number) {
  const queryClient = useQueryClient();
  const store = useSessionStore();
  return useMutation({
    mutationFn: (body: OwnProfileUpdate) => unwrap(apiClient.PUT('/user/me/profile', { body })),
    onSuccess: (user) => {
      store.setUser(user);
      void queryClient.invalidateQueries({ queryKey: recordQueryOptions('user', userId).queryKey });
    },
  });
}
