import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs as a description list: side by side from the small breakpoint up, the
 * label above its value on a phone.
 */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
      }}
    >
      {details.map(({ label, value }) => (
        <Fragment key={label}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
