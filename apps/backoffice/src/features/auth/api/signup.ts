import { unwrap } from '@cabinet/api-client/client';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/api';

export interface SignupInput {
  email: string;
  username: string;
  password: string;
  organization_id: number;
}

/** POST /signup: creates the account and answers a session (auto-login). */
export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupInput) => unwrap(authClient.POST('/signup', { body })),
  });
}
