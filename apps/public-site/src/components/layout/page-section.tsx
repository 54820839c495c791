import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface PageSectionProps {
  title: string;
  children: ReactNode;
  id?: string;
}

/** A titled block of text below a page's banner. */
export function PageSection({ title, children, id }: PageSectionProps) {
  const headingId = useId();
  return (
    <Container
      component="section"
      id={id}
      aria-labelledby={headingId}
      maxWidth="md"
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Typography id={headingId} component="h2" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Container>
  );
}
