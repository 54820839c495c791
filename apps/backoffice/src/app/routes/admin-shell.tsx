import { AdminLayout } from '../../components/layout/admin-layout';
import { RememberLanguage } from '../../features/language-preference/remember-language';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';

/** The staff screens' shell, with the notifications menu in its header. */
export function Component() {
  return (
    <>
      <RememberLanguage />
      <AdminLayout signedInActions={<NotificationsMenu />} />
    </>
  );
}
