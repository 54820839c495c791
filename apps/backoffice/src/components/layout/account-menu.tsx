import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SessionUser } from '@cabinet/auth/app-session';
import { logout } from '@cabinet/auth/session-flows';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { authClient } from '../../lib/api';
import { page } from '../../lib/page';
import { useSessionStore } from '../../lib/session';

const MENU_WIDTH = 200;

const refreshTokenOf = (store: { getRefreshToken: () => string | null }) =>
  store.getRefreshToken() ?? undefined;

function initials(name: string): string {
  const parts = name.split(/[\s._@-]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The header's account dropdown: avatar, name, My account, Edit profile, Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('backoffice');
  const store = useSessionStore();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user.name || user.username || '';
  // The avatar's initials are the button's visible text: its name starts with them (WCAG 2.5.3).
  const shown = initials(name);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('account.open', { name, initials: shown })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 28, height: 28, fontSize: '0.8rem', bgcolor: 'secondary.main' }}>
          {shown}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { width: MENU_WIDTH } } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="overline" component="p" sx={{ px: 2, color: 'text.secondary' }}>
          {t('account.myAccount')}
        </Typography>
        <Typography component="p" sx={{ px: 2, pb: 1, fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Divider />
        {user.id ? (
          <MenuItem component={RouterLink} to={paths.profileEdit.getHref(user.id)} onClick={close}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            {t('account.editProfile')}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() =>
            void logout(store, page.reload, () =>
              // The refresh token too: it names the session should the access token have lapsed.
              authClient.POST('/logout', { body: { refresh_token: refreshTokenOf(store) } }),
            )
          }
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('account.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
