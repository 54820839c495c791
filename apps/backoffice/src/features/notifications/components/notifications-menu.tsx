import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCountOptions, useMarkNotificationRead } from '../api/notifications';
import { NotificationList } from './notification-list';

/** The notifications popup is 300 px wide: room for a title and its date without crowding the header. */
const MENU_WIDTH = 300;

/** The highest count the badge writes out; above it, the badge shows 99+. */
const MAX_SHOWN = 99;

/** The header's bell: the unread count as a badge; the dropdown lists the latest notifications. */
export function NotificationsMenu() {
  const { t } = useTranslation('backoffice');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const unread = useQuery(unreadCountOptions()).data ?? 0;
  // The name starts with what the badge shows (99+ above 99), so a voice command saying what is
  // seen reaches the button (WCAG 2.5.3, label in name), then says what the count is of.
  const label =
    unread > MAX_SHOWN
      ? t('notifications.openUnreadMore', { count: MAX_SHOWN })
      : unread > 0
        ? t('notifications.openUnread', { count: unread })
        : t('notifications.open');
  const markRead = useMarkNotificationRead();
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No badge at all without unread: a hidden badge keeps its last count in the page,
              which the button's name no longer holds. */}
          {unread > 0 ? (
            <Badge badgeContent={unread} color="error" max={MAX_SHOWN}>
              <NotificationsOutlined fontSize="small" />
            </Badge>
          ) : (
            <NotificationsOutlined fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: MENU_WIDTH, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 },
            role: 'dialog',
            'aria-labelledby': titleId,
          },
        }}
      >
        <Typography id={titleId} component="h2" variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
          {t('notifications.title')}
        </Typography>
        <NotificationList
          onOpen={(notification) => {
            if (!notification.read) markRead(notification.id);
            close();
          }}
        />
      </Popover>
    </>
  );
}
