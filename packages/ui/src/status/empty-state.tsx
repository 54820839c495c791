import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Replaces the default "Nothing here yet." text. */
  message?: string;
  /** Optional next step, e.g. a "Create" button. */
  action?: ReactNode;
}

/** Shown where a list or panel has nothing to show yet. */
export function EmptyState({ message, action }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 6,
        px: 2,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      <InboxOutlined aria-hidden="true" sx={{ fontSize: 48 }} />
      <Typography sx={{ maxWidth: '60ch', overflowWrap: 'anywhere' }}>
        {message ?? t('emptyState.message')}
      </Typography>
      {action}
    </Box>
  );
}
