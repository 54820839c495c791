import { unwrap } from '@cabinet/api-client/client';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/api';

/** GET /passwordless-login?token=&otp=: signs in with a mailed link (and a code, with 2FA on). */
export function usePasswordlessLogin() {
  return useMutation({
    mutationFn: ({ token, otp }: { token: string; otp?: string }) =>
      unwrap(
        authClient.GET('/passwordless-login', {
          params: { query: otp ? { token, otp } : { token } },
        }),
      ),
  });
}
