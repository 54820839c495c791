import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@cabinet/auth/app-session';
import { ColorSchemeToggle } from '@cabinet/ui/color-scheme-toggle';
import { LanguageSwitcher } from '@cabinet/ui/language-switcher';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { AccountMenu } from './account-menu';
import { AppsMenu } from './apps-menu';

import { HEADER_HEIGHT } from './layout-sizes';

interface AdminHeaderProps {
  navOpen: boolean;
  onToggleNav: () => void;
  user: SessionUser | null;
  signedIn: boolean;
  /** Header buttons for signed-in users, before the account menu (the notifications). */
  signedInActions?: ReactNode;
}

/** The admin top bar, 40 px high: burger, title, Apps, language, colour scheme, sign-in state. */
export function AdminHeader(props: AdminHeaderProps) {
  const { navOpen, onToggleNav, user, signedIn, signedInActions } = props;
  const { t } = useTranslation('backoffice');
  const organizationName = user?.organization?.name;
  const { pathname, search } = useLocation();
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar
        variant="dense"
        sx={{ minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT, gap: 1, px: { xs: 1, sm: 2 } }}
      >
        <IconButton
          color="inherit"
          size="small"
          edge="start"
          aria-label={t(navOpen ? 'layout.nav.close' : 'layout.nav.open')}
          aria-expanded={navOpen}
          aria-controls="admin-side-nav"
          onClick={onToggleNav}
        >
          <MenuIcon fontSize="small" />
        </IconButton>
        <Link
          component={RouterLink}
          to={paths.home.getHref()}
          color="inherit"
          underline="none"
          noWrap
          sx={{ fontWeight: 600, minWidth: 0, display: 'block' }}
        >
          {t('app.name')}
        </Link>
        <Box sx={{ flexGrow: 1, minWidth: 4 }} />
        {signedIn && organizationName && (
          <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.9 }}>
            {organizationName}
          </Typography>
        )}
        <AppsMenu user={user} />
        {/* On phones the closed picker shows the flag alone, so the header keeps every button. */}
        <Box
          sx={{
            flex: 'none',
            '& .MuiSelect-select span[lang]': { display: { xs: 'none', sm: 'inline' } },
          }}
        >
          <LanguageSwitcher />
        </Box>
        <ColorSchemeToggle size="small" />
        {signedIn ? signedInActions : null}
        {signedIn && user ? <AccountMenu user={user} /> : null}
        {!signedIn && (
          <Button
            component={RouterLink}
            to={paths.login.getHref(`${pathname}${search}`)}
            color="inherit"
            size="small"
            variant="outlined"
          >
            {t('layout.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
