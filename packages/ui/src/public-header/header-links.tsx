import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { isActivePath, type LinkComponent, type NavLinkItem } from '../links/link-component.tsx';
import { menuLinkSx, navLinkSx } from './header-styles.ts';

export interface HeaderLinksProps {
  links: readonly NavLinkItem[];
  currentPath: string | undefined;
  linkComponent: LinkComponent;
  /** A row in the wide header, or a column in the phone's menu panel. */
  layout: 'row' | 'column';
}

/** The header's main navigation: its links, the current page's one marked. */
export function HeaderLinks(props: HeaderLinksProps) {
  const { links, currentPath, linkComponent, layout } = props;
  const { t } = useTranslation('ui');
  const row = layout === 'row';
  return (
    <Box component="nav" aria-label={t('publicHeader.navigation')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          ...(row ? { display: 'flex', gap: 0.5, p: 0 } : { py: 1, px: 0 }),
        }}
      >
        {links.map((link) => {
          const active = isActivePath(link.to, currentPath);
          return (
            <li key={link.to}>
              <Box
                component={linkComponent}
                to={link.to}
                aria-current={active ? 'page' : undefined}
                sx={row ? navLinkSx(active) : menuLinkSx(active)}
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
