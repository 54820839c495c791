import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { isActivePath, type LinkComponent, type NavLinkItem } from '../links/link-component.tsx';
import { navLinkSx } from './header-styles.ts';

export interface HeaderLinksProps {
  links: readonly NavLinkItem[];
  currentPath: string | undefined;
  linkComponent: LinkComponent;
}

/** The desktop header's main navigation: a row of links, the current one underlined. */
export function HeaderLinks({ links, currentPath, linkComponent }: HeaderLinksProps) {
  const { t } = useTranslation('ui');
  return (
    <Box component="nav" aria-label={t('publicHeader.navigation')}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => {
          const active = isActivePath(link.to, currentPath);
          return (
            <li key={link.to}>
              <Box
                component={linkComponent}
                to={link.to}
                aria-current={active ? 'page' : undefined}
                sx={navLinkSx(active)}
              >
                {link.label}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
