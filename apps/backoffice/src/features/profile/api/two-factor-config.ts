import type { paths } from '@cabinet/api-client/schema';
import { unwrap } from '@cabinet/api-client/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api';

/** GET /user/me/2fa-config: whether 2FA is on, and the QR code URI of a setup awaiting confirmation. */
export function twoFactorConfigOptions() {
  return $api.queryOptions('get', '/user/me/2fa-config');
}

/**
 * The change asked for: `confirmed` false asks for a QR code; true confirms the change with
 * `crosscheck_otp` and `current_password`.
 */
export type TwoFactorUpdate = NonNullable<
  paths['/user/me/2fa-config']['put']['requestBody']
>['content']['application/json'];

/** PUT /user/me/2fa-config; `onToken` receives the fresh token of a confirmed change first. */
export function useUpdateTwoFactorConfig(onToken: (token: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TwoFactorUpdate) => {
      const answer = await unwrap(apiClient.PUT('/user/me/2fa-config', { body }));
      // Earlier tokens stop working with the change: keep the new one before anything else runs.
      if (answer.access_token) onToken(answer.access_token);
      return answer;
    },
    onSuccess: (_, body) => {
      if (body.confirmed)
        void queryClient.invalidateQueries({ queryKey: twoFactorConfigOptions().queryKey });
    },
  });
}
