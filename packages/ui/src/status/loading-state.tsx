import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadingStateProps {
  /** Replaces the default "Loading…" label. */
  label?: string;
}

/** A spinner named by a visible label, inside a polite live region. */
export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-labelledby={labelId} />
      <Typography id={labelId} color="text.secondary">
        {label ?? t('loadingState.label')}
      </Typography>
    </Box>
  );
}
