import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One part of the status screen: a titled region (a landmark screen readers list). */
export function StatusCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
