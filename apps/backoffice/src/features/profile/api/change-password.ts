import { unwrap } from '@cabinet/api-client/client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** POST /change-password: other sessions end; the answer carries this session's fresh token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { old_password: string; new_password: string }) =>
      unwrap(apiClient.POST('/change-password', { body })),
  });
}
