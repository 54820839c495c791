import FileUploadIcon from '@mui/icons-material/FileUpload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@cabinet/ui/toast/use-toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import {
  importRecords,
  isCsvFile,
  type ImportProcessing,
  type ImportResult,
} from '../../lib/resource/file-transfer';
import type { ModelName } from '../../lib/resource/model-paths';
import { invalidateModel } from '../../lib/resource/mutations';
import { ImportProblems } from './import-problems';
import { ImportProgress } from './import-progress';

interface ImportDialogProps {
  model: ModelName;
  open: boolean;
  onClose: () => void;
}

/**
 * Imports a CSV file of records in two steps: a dry run first (the server checks every row and
 * keeps nothing), showing what would be created and updated and every problem by line and column;
 * then, with no problem left, the import itself, all rows or none. Only `.csv` is accepted; the
 * upload's progress shows, then the server's, row by row; "Imported successfully!" or the server's
 * message.
 */
export function ImportDialog({ model, open, onClose }: ImportDialogProps) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [processing, setProcessing] = useState<ImportProcessing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportResult | null>(null);
  const busy = progress !== null;
  // Following the server's progress ends with the dialog, even while the import runs on.
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);
  const follow = () => {
    following.current?.abort();
    following.current = new AbortController();
    return following.current.signal;
  };
  const checked = report !== null && (report.error_count ?? 0) === 0;

  const close = () => {
    if (busy) return;
    setFile(null);
    setProblem(null);
    setReport(null);
    onClose();
  };

  const check = async () => {
    if (!file) return;
    setProblem(null);
    setReport(null);
    setProgress(0);
    setProcessing(null);
    try {
      setReport(
        await importRecords(model, file, {
          dryRun: true,
          onProgress: setProgress,
          onProcessing: setProcessing,
          signal: follow(),
        }),
      );
    } catch (error) {
      const message = errorMessage(error, t);
      setProblem(message);
      toast({ type: 'error', message });
    } finally {
      setProgress(null);
    }
  };

  const submit = async () => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    setProcessing(null);
    try {
      await importRecords(model, file, {
        onProgress: setProgress,
        onProcessing: setProcessing,
        signal: follow(),
      });
      // The import is committed: say so at once; the lists then refresh on their own, showing
      // their loading state, rather than holding the message back until they have.
      toast({ type: 'success', message: t('resource.import.success') });
      setProgress(null);
      setFile(null);
      setReport(null);
      onClose();
      void invalidateModel(queryClient, model);
    } catch (error) {
      const message = errorMessage(error, t);
      setProblem(message);
      toast({ type: 'error', message });
      setProgress(null);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
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
                setReport(null);
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
          {busy ? <ImportProgress upload={progress} processing={processing} /> : null}
          {report ? (
            <Stack spacing={1} role="status">
              <Typography>
                {t('resource.import.counts', { created: report.created, updated: report.updated })}
              </Typography>
              {checked ? (
                <Alert severity="success">{t('resource.import.noProblems')}</Alert>
              ) : (
                <Alert severity="warning">
                  {t('resource.import.problems', { count: report.error_count ?? 0 })}
                  {(report.errors?.length ?? 0) < (report.error_count ?? 0)
                    ? ` ${t('resource.import.problemsShown', { shown: report.errors?.length ?? 0 })}`
                    : null}
                </Alert>
              )}
              {report.errors?.length ? <ImportProblems problems={report.errors} /> : null}
            </Stack>
          ) : null}
          {problem ? <Alert severity="error">{problem}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('resource.action.cancel')}
        </Button>
        {checked ? (
          <Button variant="contained" onClick={() => void submit()} loading={busy}>
            {t('resource.import.submit')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void check()} disabled={!file} loading={busy}>
            {t('resource.import.check')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
