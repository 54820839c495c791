import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { LinkComponent, NavLinkItem } from '../links/link-component.tsx';

export interface FooterLinkListProps {
  links: readonly NavLinkItem[];
  linkComponent: LinkComponent;
  /** Side by side instead of one per line. */
  inline?: boolean;
}

/** A bare list of footer links. */
export function FooterLinkList({ links, linkComponent, inline = false }: FooterLinkListProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: inline ? 'row' : 'column',
        flexWrap: 'wrap',
        // Side by side, a wrapped line stays close to the one above it.
        columnGap: 3,
        rowGap: inline ? 1.5 : 1,
      }}
    >
      {links.map((link) => (
        <li key={`${link.to}:${link.label}`}>
          <Link component={linkComponent} to={link.to} variant="body2" color="inherit">
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}
