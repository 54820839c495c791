import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkComponent, NavLinkItem } from '../links/link-component.tsx';
import { CloseIcon } from './close-icon.tsx';
import { HeaderLinks } from './header-links.tsx';
import { callToActionSx, iconButtonSx, menuPanelSx } from './header-styles.ts';

export interface HeaderMenuPanelProps {
  id: string;
  links: readonly NavLinkItem[];
  currentPath: string | undefined;
  callToAction: NavLinkItem;
  languageSwitcher: ReactNode;
  linkComponent: LinkComponent;
}

/**
 * The small-screen menu: the header's links, call to action and language in a side panel. It is a
 * popover in the page's HTML, opened and closed by the browser (the burger and the close button
 * name it, Escape and a tap beside it close it), so it works before any script has run. The close
 * button is focused when it opens; on closing, the browser gives focus back to the burger.
 */
export function HeaderMenuPanel(props: HeaderMenuPanelProps) {
  const { id } = props;
  const { links, currentPath, callToAction, languageSwitcher, linkComponent } = props;
  const { t } = useTranslation('ui');
  const titleId = useId();

  return (
    <Box id={id} popover="auto" role="dialog" aria-labelledby={titleId} sx={menuPanelSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1 }}>
        <Box
          component="h2"
          id={titleId}
          sx={{ m: 0, pl: 1, fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.6 }}
        >
          {t('publicHeader.menuTitle')}
        </Box>
        <Box
          component="button"
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          autoFocus
          aria-label={t('publicHeader.closeMenu')}
          sx={iconButtonSx}
        >
          <CloseIcon />
        </Box>
      </Box>
      <HeaderLinks
        links={links}
        currentPath={currentPath}
        linkComponent={linkComponent}
        layout="column"
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
        <Box component={linkComponent} to={callToAction.to} sx={callToActionSx}>
          {callToAction.label}
        </Box>
        {languageSwitcher}
      </Box>
    </Box>
  );
}
