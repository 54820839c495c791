import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { adminNav, cmsNav, isCmsPath } from '../../config/nav';
import { HEADER_HEIGHT, NAV_WIDTH } from './layout-sizes';
import { NavList } from './nav-list';
import type { RoleHolder } from './nav-visibility';

interface SideNavProps {
  user: RoleHolder | null;
  /** Small screens: a temporary panel over the page. Wide screens: a collapsible column. */
  isMobile: boolean;
  open: boolean;
  onClose: () => void;
}

/** The side navigation, 180 px wide: the admin entries, or the CMS's under /theme_translations. */
export function SideNav({ user, isMobile, open, onClose }: SideNavProps) {
  const { t } = useTranslation('backoffice');
  const { pathname } = useLocation();
  const content = (
    <Box component="nav" aria-label={t('layout.nav.label')} id="admin-side-nav">
      <NavList
        items={isCmsPath(pathname) ? cmsNav : adminNav}
        user={user}
        onNavigate={isMobile ? onClose : undefined}
      />
    </Box>
  );
  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: false }}
        slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="persistent"
      open={open}
      sx={{
        width: open ? NAV_WIDTH : 0,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
      }}
      slotProps={{ paper: { sx: { width: NAV_WIDTH, boxSizing: 'border-box' } } }}
    >
      <Toolbar variant="dense" sx={{ minHeight: HEADER_HEIGHT }} />
      {content}
    </Drawer>
  );
}
