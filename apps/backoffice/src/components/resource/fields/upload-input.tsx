import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '@cabinet/api-client/schema';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadToApi } from '../../../lib/resource/file-transfer';
import { useErrorToast } from '../use-error-toast';

type Attachment = components['schemas']['Attachment'];

interface UploadInputProps {
  /** The form field holding the attachment's id. */
  name: string;
  label: string;
  /** The file's name as the record has it now. */
  currentName?: string | null;
  accept?: string;
}

/**
 * A plain file upload for an attachment field: the file goes to `POST /attachment/` at once and the
 * field takes its id (saved with the form). The picker of one's earlier uploads comes later.
 */
export function UploadInput({ name, label, currentName, accept }: UploadInputProps) {
  const { t } = useTranslation('backoffice');
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const showError = useErrorToast();
  const inputId = useId();
  const [fileName, setFileName] = useState(currentName ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <input
          id={inputId}
          type="file"
          hidden
          accept={accept}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setProgress(0);
            uploadToApi<Attachment[]>('/attachment/', file, {
              field: 'files',
              onProgress: setProgress,
            })
              .then(([attachment]) => {
                if (!attachment) return;
                field.onChange(attachment.id);
                setFileName(attachment.original_name);
              })
              .catch(showError)
              .finally(() => setProgress(null));
          }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          loading={progress !== null}
          aria-label={`${t('resource.upload.choose')} — ${label}`}
        >
          {t('resource.upload.choose')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {fileName ?? t('resource.upload.none')}
        </Typography>
      </Stack>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('resource.import.progress')}
        />
      ) : null}
      <FormHelperText>{t('resource.upload.later')}</FormHelperText>
    </Stack>
  );
}
