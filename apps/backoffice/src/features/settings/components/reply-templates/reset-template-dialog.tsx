import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ResetTemplateDialogProps {
  open: boolean;
  resetting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the practice's own wording gives way to the default text: it cannot be undone. */
export function ResetTemplateDialog({
  open,
  resetting,
  onCancel,
  onConfirm,
}: ResetTemplateDialogProps) {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('settings.replyTemplates.resetConfirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('settings.replyTemplates.resetConfirm.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
        <Button color="warning" variant="contained" loading={resetting} onClick={onConfirm}>
          {t('settings.replyTemplates.reset')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
