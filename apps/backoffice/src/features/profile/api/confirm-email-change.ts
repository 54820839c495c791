import { unwrap } from '@cabinet/api-client/client';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/api';
import { useSessionStore } from '../../../lib/session';

/**
 * POST /email-change-confirmation with the link's token (sent in the body: it never travels in a
 * URL). A browser signed in keeps its stored user up to date with the new address.
 */
export function useConfirmEmailChange() {
  const store = useSessionStore();
  return useMutation({
    mutationFn: (token: string) =>
      unwrap(authClient.POST('/email-change-confirmation', { body: { token } })),
    onSuccess: async () => {
      if (!store.getToken()) return;
      const me = await authClient.GET('/user/util/me');
      if (me.data) store.setUser(me.data);
    },
  });
}
