import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useToast } from '../lib/toast';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

interface RecoveryCodesDialogProps {
  /** Open while there are codes to show. */
  codes: readonly string[];
  onFinish: () => void;
}

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes after a 2FA setup: shown once, so the modal closes only with Finish
 * Setup, neither by a click outside nor with Escape. Download saves recovery-codes.txt; Copy puts
 * them on the clipboard.
 */
export function RecoveryCodesDialog({ codes, onFinish }: RecoveryCodesDialogProps) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const titleId = useId();
  const introId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('recoveryCodes.copied'));
    } catch {
      toast.error(t('common:errors.generic'));
    }
  };

  return (
    <Dialog
      open={codes.length > 0}
      // Neither the backdrop nor Escape may close it: the codes are never shown again.
      onClose={() => undefined}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('recoveryCodes.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>{t('recoveryCodes.intro')}</DialogContentText>
        <Box
          component="ul"
          aria-label={t('recoveryCodes.listLabel')}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, 1fr)',
            gap: 1,
            listStyle: 'none',
            p: 0,
            my: 2,
            fontFamily: 'monospace',
            fontSize: '1rem',
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => download(codes)}>{t('recoveryCodes.download')}</Button>
        <Button onClick={() => void copy()}>{t('recoveryCodes.copy')}</Button>
        <Button variant="contained" onClick={onFinish}>
          {t('recoveryCodes.finish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
