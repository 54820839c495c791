import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailLinkKind } from '../api/request-email-link';
import { EmailRequestForm } from './email-request-form';

interface EmailRequestDialogProps {
  open: boolean;
  onClose: () => void;
  kind: EmailLinkKind;
  title: string;
  intro: string;
  submitLabel: string;
  successMessage: string;
}

/**
 * A modal asking for an email: the Reset password modal, the one shown when the organization requires
 * 2FA setup, and the "email me a sign-in link" one.
 */
export function EmailRequestDialog({
  open,
  onClose,
  title,
  intro,
  ...form
}: EmailRequestDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const introId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {intro}
        </DialogContentText>
        {/* Remounted on each opening, so the field starts empty. */}
        {open ? (
          <EmailRequestForm
            {...form}
            onSent={onClose}
            secondaryAction={<Button onClick={onClose}>{t('actions.cancel')}</Button>}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
