import type { components } from '@cabinet/api-client/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { $api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useToast } from '../../../lib/toast';

export type Notification = components['schemas']['Notification'];

/** How many of the latest notifications the dropdown lists. */
export const NOTIFICATION_LIST_SIZE = 20;
const SEARCH = '/notification/search';

/**
 * The signed-in user's latest notifications, newest first (the API answers only one's own). The
 * dropdown reads them when it opens and after each change.
 */
export function notificationListOptions() {
  return $api.queryOptions('post', SEARCH, {
    params: { query: { skip: 0, limit: NOTIFICATION_LIST_SIZE } },
    body: { order_by: { field: 'created_at', direction: 'desc' } },
  });
}

/** How many are unread: the `total` of a one-row search for `read = false`. */
export function unreadCountOptions() {
  return $api.queryOptions(
    'post',
    SEARCH,
    {
      params: { query: { skip: 0, limit: 1 } },
      body: { search: { AND: [{ field: 'read', operator: '=', value: false }] } },
    },
    { select: (answer) => answer.total, refetchInterval: 60_000 },
  );
}

/**
 * After a change, every search of notifications (list and count) is read again; a refused change
 * shows the server's message as an error toast.
 */
function useChangeHandlers() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('backoffice');
  return {
    onError: (error: unknown) => toast.error(errorMessage(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['post', SEARCH] }),
  };
}

/** PUT /notification/{id} {read: true}, then both searches again. */
export function useMarkNotificationRead() {
  const mutation = $api.useMutation('put', '/notification/{id}', useChangeHandlers());
  return (id: number) => mutation.mutate({ params: { path: { id } }, body: { read: true } });
}

/** DELETE /notification/{id}, then the list again so the count and the list agree with the server. */
export function useDeleteNotification() {
  const mutation = $api.useMutation('delete', '/notification/{id}', useChangeHandlers());
  return (id: number) => mutation.mutate({ params: { path: { id } } });
}
