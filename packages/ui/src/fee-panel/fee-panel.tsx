import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface FeePanelProps {
  /** The panel's title; clicking it (or Enter/Space on it) toggles the panel. */
  title: string;
  children: ReactNode;
  /** Open at first; panels start closed. */
  defaultExpanded?: boolean;
  /** Heading level of the title. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * A collapsible panel of the fees section: the browser's own `<details>`, which opens and closes
 * by itself (click, tap, Enter or Space on its title) with no script. Panels in a row share their
 * borders.
 */
export function FeePanel({
  title,
  children,
  defaultExpanded = false,
  headingLevel = 'h3',
}: FeePanelProps) {
  return (
    <Box
      component="details"
      open={defaultExpanded}
      sx={{
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '& + &': { borderTop: 0 },
        '&:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
        '&:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4 },
        '&[open] > summary svg': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          minHeight: 48,
          px: 2,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
        }}
      >
        <Box component={headingLevel} sx={{ m: 0, fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Box>
        <ExpandMore aria-hidden sx={{ color: 'action.active', transition: 'transform 150ms' }} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, px: 2, pb: 2 }}>{children}</Box>
    </Box>
  );
}
