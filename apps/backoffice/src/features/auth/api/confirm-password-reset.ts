import { unwrap } from '@cabinet/api-client/client';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/api';

/** POST /reset-password-confirmation {token, newPassword}. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      unwrap(authClient.POST('/reset-password-confirmation', { body })),
  });
}
