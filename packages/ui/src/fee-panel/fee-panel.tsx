import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface FeePanelProps {
  /** The panel's title; clicking it (or Enter/Space on it) toggles the panel. */
  title: string;
  children: ReactNode;
  /** Open at first; panels start closed. */
  defaultExpanded?: boolean;
  /** Heading level of the title. */
  headingLevel?: 'h3' | 'h4';
}

/** A collapsible panel of the fees section: a title button and its content. */
export function FeePanel({
  title,
  children,
  defaultExpanded = false,
  headingLevel = 'h3',
}: FeePanelProps) {
  const id = useId();
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: headingLevel } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        id={`${id}-title`}
        aria-controls={`${id}-panel`}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1.5 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
