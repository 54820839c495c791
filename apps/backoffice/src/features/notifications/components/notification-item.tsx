import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fullLocalDate, relativeTime } from '../../../lib/dates';
import type { Notification } from '../api/notifications';
import { noticeText } from '../notice-text';

interface NotificationItemProps {
  notification: Notification;
  /** Follows the notification's link: marks it read and closes the dropdown. */
  onOpen: (notification: Notification) => void;
  onMarkRead: (id: number) => void;
  onDelete: (id: number) => void;
  /** "Now", fixed by the caller so a whole list is dated against the same instant. */
  now: Date;
}

const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * One notification: title (bold while unread; a link when it leads somewhere), text (the server's
 * notices in the reader's language), and when it came as a relative time whose tooltip gives the
 * full local date; mark read and delete buttons.
 */
export function NotificationItem(props: NotificationItemProps) {
  const { notification, onOpen, onMarkRead, onDelete, now } = props;
  const { t, i18n } = useTranslation('backoffice');
  const created = new Date(notification.created_at);
  const { read, link } = notification;
  const { title, content } = noticeText(notification, t);
  const heading = (
    <>
      {read ? null : <Box component="span" sx={srOnly}>{`${t('notifications.unread')} `}</Box>}
      {title}
    </>
  );
  return (
    <ListItem divider sx={{ display: 'block', px: 2, py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: read ? 400 : 700, overflowWrap: 'anywhere' }}
          >
            {link ? (
              <Link
                component={RouterLink}
                to={link}
                color="inherit"
                onClick={() => onOpen(notification)}
              >
                {heading}
              </Link>
            ) : (
              heading
            )}
          </Typography>
          {content ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {content}
            </Typography>
          ) : null}
          <Tooltip title={fullLocalDate(created, i18n.language)} describeChild>
            <Typography
              component="time"
              dateTime={notification.created_at}
              tabIndex={0}
              variant="caption"
              color="text.secondary"
            >
              {relativeTime(created, i18n.language, now)}
            </Typography>
          </Tooltip>
        </Box>
        <Stack direction="row" sx={{ flex: 'none' }}>
          {read ? null : (
            <Tooltip title={t('notifications.markRead')}>
              <IconButton
                size="small"
                aria-label={t('notifications.markReadOf', { title })}
                onClick={() => onMarkRead(notification.id)}
              >
                <DoneIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('notifications.delete')}>
            <IconButton
              size="small"
              aria-label={t('notifications.deleteOf', { title })}
              onClick={() => onDelete(notification.id)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </ListItem>
  );
}
