import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainLink, type LinkComponent, type NavLinkItem } from '../links/link-component.tsx';
import { PUBLIC_HEADER_FULL_FROM, PUBLIC_HEADER_HEIGHT } from '../theme/layout.ts';
import { HeaderLinks } from './header-links.tsx';
import { HeaderMenuPanel } from './header-menu-panel.tsx';
import { callToActionSx, iconButtonSx } from './header-styles.ts';
import { MenuIcon } from './menu-icon.tsx';
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
  /**
   * A smaller one for a phone's header bar, one tap away beside the menu button; without it, the
   * phone's language choice is in the menu.
   */
  compactLanguageSwitcher?: ReactNode;
  /** A router's link component; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Id of the page's main element; adds a "Skip to main content" link. */
  skipToId?: string;
}

/**
 * Sticky public-site header: 124 px high on desktop, 45 px with a burger menu on small screens.
 * Both layouts are in the markup and CSS shows one, so HTML rendered ahead of time (before the
 * screen width is known) is already right on any screen and hydrates without a change.
 */
export function PublicHeader({
  links,
  currentPath,
  callToAction,
  brand,
  languageSwitcher,
  compactLanguageSwitcher,
  linkComponent = PlainLink,
  skipToId,
}: PublicHeaderProps) {
  const { t } = useTranslation('ui');
  const menuId = useId();

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {skipToId ? <SkipLink targetId={skipToId} /> : null}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, sm: 3 },
          minHeight: {
            xs: PUBLIC_HEADER_HEIGHT.mobile,
            [PUBLIC_HEADER_FULL_FROM]: PUBLIC_HEADER_HEIGHT.desktop,
          },
          height: {
            xs: PUBLIC_HEADER_HEIGHT.mobile,
            [PUBLIC_HEADER_FULL_FROM]: PUBLIC_HEADER_HEIGHT.desktop,
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, flexShrink: 1 }}>
          {brand}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box
          sx={{
            display: { xs: 'none', [PUBLIC_HEADER_FULL_FROM]: 'flex' },
            alignItems: 'center',
            gap: 2,
          }}
          data-testid="public-header-wide"
        >
          <HeaderLinks
            links={links}
            currentPath={currentPath}
            linkComponent={linkComponent}
            layout="row"
          />
          {languageSwitcher}
          <Box component={linkComponent} to={callToAction.to} sx={callToActionSx}>
            {callToAction.label}
          </Box>
        </Box>
        <Box
          sx={{
            display: { xs: 'flex', [PUBLIC_HEADER_FULL_FROM]: 'none' },
            alignItems: 'center',
            gap: 1,
          }}
          data-testid="public-header-narrow"
        >
          {compactLanguageSwitcher}
          <Box
            component="button"
            type="button"
            sx={iconButtonSx}
            aria-label={t('publicHeader.openMenu')}
            aria-haspopup="dialog"
            aria-controls={menuId}
            popoverTarget={menuId}
          >
            <MenuIcon />
          </Box>
          <HeaderMenuPanel
            id={menuId}
            links={links}
            currentPath={currentPath}
            callToAction={callToAction}
            languageSwitcher={compactLanguageSwitcher ? null : languageSwitcher}
            linkComponent={linkComponent}
          />
        </Box>
      </Box>
    </Box>
  );
}
