import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useToast } from '../../lib/toast';
import { exportPersonRequests, useErasePersonRequests, type PersonExportFormat } from './api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface PersonRequestsPanelProps {
  /** The address to start with (the open request's). */
  initialEmail?: string;
  /** After an erasure (the request on screen is then gone). */
  onErased?: () => void;
}

/**
 * The nLPD tools for one person: a copy of every request they sent (JSON or CSV) and their erasure,
 * found by the email address they gave. The erasure asks first and cannot be undone.
 */
export function PersonRequestsPanel({ initialEmail = '', onErased }: PersonRequestsPanelProps) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const headingId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState<PersonExportFormat | null>(null);
  const erase = useErasePersonRequests();
  const address = email.trim();
  const valid = EMAIL.test(address);

  const download = async (format: PersonExportFormat) => {
    setTouched(true);
    if (!valid) return;
    setExporting(format);
    try {
      await exportPersonRequests(address, format);
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('contactRequests.person.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('contactRequests.person.intro')}
        </Typography>
        <TextField
          size="small"
          type="email"
          label={t('contactRequests.person.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(address !== '')}
          error={touched && !valid}
          helperText={touched && !valid ? t('contactRequests.person.invalidEmail') : ' '}
          sx={{ maxWidth: 420 }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            loading={exporting === 'json'}
            onClick={() => void download('json')}
          >
            {t('contactRequests.person.exportJson')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            loading={exporting === 'csv'}
            onClick={() => void download('csv')}
          >
            {t('contactRequests.person.exportCsv')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverIcon />}
            onClick={() => {
              setTouched(true);
              if (valid) setConfirming(true);
            }}
          >
            {t('contactRequests.person.erase')}
          </Button>
        </Stack>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('contactRequests.person.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('contactRequests.person.confirmText', { email: address })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('contactRequests.person.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={erase.isPending}
            onClick={() =>
              erase.mutate(address, {
                onSuccess: (count) => {
                  setConfirming(false);
                  toast.success(t('contactRequests.person.erased', { count }));
                  onErased?.();
                },
                onError: (error) => toast.error(errorMessage(error, t)),
              })
            }
          >
            {t('contactRequests.person.confirmErase')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
