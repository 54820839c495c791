import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  /** What went wrong, in words a visitor understands. Defaults to a generic loading failure. */
  message?: string;
  /** When given, a "Try again" button calls it. */
  onRetry?: () => void;
}

/** Announces a failure (role="alert") and offers to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Alert
      severity="error"
      sx={{ alignItems: 'flex-start', overflowWrap: 'anywhere' }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errorState.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('errorState.title')}</AlertTitle>
      {message ?? t('errorState.message')}
    </Alert>
  );
}
