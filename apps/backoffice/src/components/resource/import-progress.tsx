import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportProcessing } from '../../lib/resource/file-transfer';

interface ImportProgressProps {
  /** The upload's progress, 0–1. */
  upload: number;
  /** The server's last word on its work, if it has said one. */
  processing: ImportProcessing | null;
}

/**
 * An import's progress: the upload in percent, then the server's phases with their row counts
 * (reading, checking, saving, finishing); a moving bar while no count is known.
 */
export function ImportProgress({ upload, processing }: ImportProgressProps) {
  const { t, i18n } = useTranslation('backoffice');
  const number = new Intl.NumberFormat(i18n.language);
  // Past reading, the server has the whole file, whatever the browser last said of the upload.
  const uploading = upload < 1 && (processing === null || processing.phase === 'reading');
  const counted =
    processing !== null &&
    (processing.phase === 'checking' || processing.phase === 'writing') &&
    (processing.rows_total ?? 0) > 0;
  const fraction = uploading
    ? upload
    : counted
      ? processing.rows_done / (processing.rows_total ?? 1)
      : null;
  const counts = {
    done: number.format(processing?.rows_done ?? 0),
    total: number.format(processing?.rows_total ?? 0),
  };
  let text: string;
  if (uploading) text = t('resource.import.uploading', { percent: Math.round(upload * 100) });
  else if (processing?.phase === 'reading') text = t('resource.import.phaseReading', counts);
  else if (counted && processing.phase === 'checking')
    text = t('resource.import.phaseChecking', counts);
  else if (counted && processing.phase === 'writing')
    text = t('resource.import.phaseWriting', counts);
  else if (processing?.phase === 'finishing') text = t('resource.import.phaseFinishing');
  else text = t('resource.import.processing');

  return (
    <Stack spacing={0.5}>
      <LinearProgress
        variant={fraction === null ? 'indeterminate' : 'determinate'}
        value={fraction === null ? undefined : Math.round(fraction * 100)}
        aria-label={t('resource.import.progress')}
      />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}
