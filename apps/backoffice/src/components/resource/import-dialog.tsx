import FileUploadIcon from '@mui/icons-material/FileUpload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@cabinet/ui/toast/use-toast';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { importRecords, isCsvFile } from '../../lib/resource/file-transfer';
import type { ModelName } from '../../lib/resource/model-paths';
import { invalidateModel } from '../../lib/resource/mutations';

interface ImportDialogProps {
  model: ModelName;
  open: boolean;
  onClose: () => void;
}

/**
 * Imports a CSV file of records: only `.csv` is accepted; the upload's progress shows, then the
 * server's processing (indeterminate); "Imported successfully!" or the server's message.
 */
export function ImportDialog({ model, open, onClose }: ImportDialogProps) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress !== null;

  const close = () => {
    if (busy) return;
    setFile(null);
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      await importRecords(model, file, setProgress);
      await invalidateModel(queryClient, model);
      toast({ type: 'success', message: t('resource.import.success') });
      setProgress(null);
      setFile(null);
      onClose();
    } catch (error) {
      const message = errorMessage(error, t);
      setProblem(message);
      toast({ type: 'error', message });
      setProgress(null);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('resource.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('resource.import.help')}</Typography>
          <div>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                if (chosen && !isCsvFile(chosen)) {
                  setFile(null);
                  setProblem(t('resource.import.onlyCsv'));
                  return;
                }
                setProblem(null);
                setFile(chosen);
              }}
            />
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<FileUploadIcon />}
              disabled={busy}
            >
              {t('resource.import.choose')}
            </Button>
            {file ? (
              <Typography component="span" sx={{ ml: 2 }}>
                {file.name}
              </Typography>
            ) : null}
          </div>
          {busy ? (
            <Stack spacing={0.5}>
              <LinearProgress
                variant={progress < 1 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
                aria-label={t('resource.import.progress')}
              />
              <Typography variant="body2" color="text.secondary">
                {progress < 1
                  ? t('resource.import.uploading', { percent: Math.round(progress * 100) })
                  : t('resource.import.processing')}
              </Typography>
            </Stack>
          ) : null}
          {problem ? <Alert severity="error">{problem}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('resource.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!file} loading={busy}>
          {t('resource.import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
