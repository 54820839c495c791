import { unwrap } from '@cabinet/api-client/client';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/api';

export type EmailLinkKind = 'reset-password' | 'sign-in';

const requestPath = {
  'reset-password': '/reset-password-request',
  'sign-in': '/passwordless-login-request',
} as const;

/**
 * Asks the API to mail a link: a password reset (POST /reset-password-request) or a one-time sign-in
 * link (POST /passwordless-login-request), written in `language`.
 */
export function useRequestEmailLink(kind: EmailLinkKind) {
  return useMutation({
    mutationFn: ({ email, language }: { email: string; language: string }) =>
      unwrap(authClient.POST(requestPath[kind], { body: { mixin_id: email, language } })),
  });
}
