import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type ResultKind = 'success' | 'error';

export interface ResultModalProps {
  /** Closed when null. */
  result: ResultKind | null;
  /** The server's explanation, shown under the error message. */
  detail?: string;
  onClose: () => void;
}

/**
 * The outcome of a sent form: that the message was sent and what happens next, or that it was not
 * sent, with the server's explanation when there is one.
 */
export function ResultModal({ result, detail, onClose }: ResultModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const textId = useId();
  const isError = result === 'error';
  const Icon = isError ? ErrorOutline : CheckCircleOutline;
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon color={isError ? 'error' : 'success'} aria-hidden />
        {isError ? t('resultModal.errorTitle') : t('resultModal.successTitle')}
      </DialogTitle>
      <DialogContent id={textId}>
        <DialogContentText>
          {isError ? t('resultModal.errorMessage') : t('resultModal.successMessage')}
        </DialogContentText>
        {isError && detail ? (
          <DialogContentText sx={{ mt: 1, overflowWrap: 'anywhere' }}>{detail}</DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('resultModal.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
