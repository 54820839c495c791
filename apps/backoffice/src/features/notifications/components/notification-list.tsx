import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@cabinet/ui/status/error-state';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import {
  notificationListOptions,
  useDeleteNotification,
  useMarkNotificationRead,
  type Notification,
} from '../api/notifications';
import { NotificationItem } from './notification-item';

/** The latest notifications, read when the dropdown opens; "Nothing here yet." when there are none. */
export function NotificationList({ onOpen }: { onOpen: (notification: Notification) => void }) {
  const { t } = useTranslation('backoffice');
  const list = useQuery(notificationListOptions());
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();

  if (list.isPending) return <LoadingState label={t('notifications.loading')} />;
  if (list.isError) {
    return <ErrorState message={errorMessage(list.error, t)} onRetry={() => void list.refetch()} />;
  }
  if (list.data.data.length === 0) {
    return (
      <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
        {t('common:list.empty')}
      </Typography>
    );
  }
  const now = new Date();
  return (
    <List dense disablePadding aria-label={t('notifications.title')}>
      {list.data.data.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          onOpen={onOpen}
          onMarkRead={markRead}
          onDelete={remove}
        />
      ))}
    </List>
  );
}
