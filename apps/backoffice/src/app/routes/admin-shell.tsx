import { AdminLayout } from '../../components/layout/admin-layout';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';

/** The staff screens' shell, with the notifications menu in its header. */
export function Component() {
  return <AdminLayout signedInActions={<NotificationsMenu />} />;
}
