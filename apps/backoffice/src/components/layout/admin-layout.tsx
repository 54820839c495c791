import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/session';
import { AdminHeader } from './admin-header';
import { HEADER_HEIGHT } from './layout-sizes';
import { SideNav } from './side-nav';

/** The admin shell: top header, collapsible side navigation, main outlet. */
export function AdminLayout({ signedInActions }: { signedInActions?: ReactNode }) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [desktopOpen, setDesktopOpen] = useState(true);
  const { user, signedIn } = useCurrentUser();
  const navOpen = isMobile ? mobileOpen : desktopOpen;

  const toggleNav = () =>
    isMobile ? setMobileOpen((open) => !open) : setDesktopOpen((open) => !open);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AdminHeader
        navOpen={navOpen}
        onToggleNav={toggleNav}
        user={user}
        signedIn={signedIn}
        signedInActions={signedInActions}
      />
      <SideNav
        user={user}
        isMobile={isMobile}
        open={navOpen}
        onClose={() => setMobileOpen(false)}
      />
      <Box component="main" id="main-content" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar variant="dense" sx={{ minHeight: HEADER_HEIGHT }} />
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
