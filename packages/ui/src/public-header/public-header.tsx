import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainLink, type LinkComponent, type NavLinkItem } from '../links/link-component.tsx';
import { PUBLIC_HEADER_HEIGHT } from '../theme/layout.ts';
import { HeaderDrawer } from './header-drawer.tsx';
import { HeaderLinks } from './header-links.tsx';
import { SkipLink } from './skip-link.tsx';

export interface PublicHeaderProps {
  /** Main navigation, e.g. Home, Our Services, Our Team, Contact Us. */
  links: readonly NavLinkItem[];
  /** The current location's path; the matching link gets `aria-current="page"`. */
  currentPath?: string;
  /** The "Book Consultation" button. */
  callToAction: NavLinkItem;
  /** Logo or practice name, usually a link home. */
  brand?: ReactNode;
  /** Slot for the language dropdown (e.g. `<LanguageSwitcher />`). */
  languageSwitcher?: ReactNode;
  /** A router's link component; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Id of the page's main element; adds a "Skip to main content" link. */
  skipToId?: string;
}

/** Sticky public-site header: 124 px high on desktop, 45 px with a burger menu on small screens. */
export function PublicHeader({
  links,
  currentPath,
  callToAction,
  brand,
  languageSwitcher,
  linkComponent = PlainLink,
  skipToId,
}: PublicHeaderProps) {
  const { t } = useTranslation('ui');
  const theme = useTheme();
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {skipToId ? <SkipLink targetId={skipToId} /> : null}
      <Toolbar
        sx={{
          gap: 2,
          minHeight: { xs: PUBLIC_HEADER_HEIGHT.mobile, md: PUBLIC_HEADER_HEIGHT.desktop },
          height: { xs: PUBLIC_HEADER_HEIGHT.mobile, md: PUBLIC_HEADER_HEIGHT.desktop },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, flexShrink: 1 }}>
          {brand}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {isSmallScreen ? (
          <>
            <IconButton
              edge="end"
              color="inherit"
              size="small"
              aria-label={t('publicHeader.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? drawerId : undefined}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
            <HeaderDrawer
              id={drawerId}
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              links={links}
              currentPath={currentPath}
              callToAction={callToAction}
              languageSwitcher={languageSwitcher}
              linkComponent={linkComponent}
            />
          </>
        ) : (
          <>
            <HeaderLinks links={links} currentPath={currentPath} linkComponent={linkComponent} />
            {languageSwitcher}
            <Button component={linkComponent} to={callToAction.to} variant="contained" size="large">
              {callToAction.label}
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
