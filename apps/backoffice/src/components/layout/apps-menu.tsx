import AppsIcon from '@mui/icons-material/Apps';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { appsMenu } from '../../config/nav';
import { visibleNavItems, type RoleHolder } from './nav-visibility';

/** The header's Apps popup: a 220 px wide list of the back-office's applications. */
export function AppsMenu({ user }: { user: RoleHolder | null }) {
  const { t } = useTranslation('backoffice');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        size="small"
        aria-label={t('layout.apps.open')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AppsIcon fontSize="small" />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 220 }, role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle2"
          sx={{ px: 2, pt: 1.5, pb: 0.5 }}
        >
          {t('layout.apps.title')}
        </Typography>
        <List dense>
          {visibleNavItems(appsMenu, user).map(({ id, icon: Icon, labelKey, to }) => (
            <ListItem key={id} disablePadding>
              <ListItemButton component={RouterLink} to={to ?? '/'} onClick={close}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Popover>
    </>
  );
}
