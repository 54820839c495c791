import { $authApi } from '../../../lib/api';

/**
 * POST /check-2fa-config {token}: whether setting the new password also sets up 2FA, and the QR code
 * URI when it does. Read once per link.
 */
export function check2faConfigOptions(token: string) {
  return $authApi.queryOptions(
    'post',
    '/check-2fa-config',
    { body: { token } },
    { staleTime: Infinity, retry: false },
  );
}
