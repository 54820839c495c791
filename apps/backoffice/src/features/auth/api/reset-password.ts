import { unwrap } from '@cabinet/api-client/client';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/api';

/** POST /reset-password {token, new_password, confirmed_2fa}: answers recovery codes after a 2FA setup. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; new_password: string; confirmed_2fa?: string }) =>
      unwrap(authClient.POST('/reset-password', { body })),
  });
}
