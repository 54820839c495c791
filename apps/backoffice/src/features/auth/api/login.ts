import { unwrap } from '@cabinet/api-client/client';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/api';

export interface LoginInput {
  username: string;
  password: string;
  otp: string;
}

/** POST /token, form-urlencoded (username, password, otp). */
export function useLogin() {
  return useMutation({
    mutationFn: ({ username, password, otp }: LoginInput) =>
      unwrap(
        authClient.POST('/token', {
          body: { username, password, otp },
          bodySerializer: (body) => new URLSearchParams(body).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      ),
  });
}
