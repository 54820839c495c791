import type { paths } from '@cabinet/api-client/schema';
import { unwrap } from '@cabinet/api-client/client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export type EmailChangeRequest = NonNullable<
  paths['/user/me/email-change']['post']['requestBody']
>['content']['application/json'];

/**
 * POST /user/me/email-change: mails a confirmation link to the new address (and a notice to the
 * current one); the email changes only once the link is followed.
 */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      unwrap(apiClient.POST('/user/me/email-change', { body })),
  });
}
