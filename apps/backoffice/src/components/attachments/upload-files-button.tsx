import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface UploadFilesButtonProps {
  /** The file types offered in the browser's file chooser (`accept`). */
  accept: string;
  /** Called with the chosen files; the chooser is emptied so the same file can be chosen again. */
  onFiles: (files: File[]) => void;
  /** Shows the button busy while an upload is under way. */
  busy: boolean;
  size?: 'small' | 'medium';
  /** Names the hidden file input for tests that set files directly. */
  inputTestId: string;
}

/** "Upload": a button that opens the browser's file chooser for several files. */
export function UploadFilesButton({
  accept,
  onFiles,
  busy,
  size = 'medium',
  inputTestId,
}: UploadFilesButtonProps) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        type="file"
        hidden
        multiple
        accept={accept}
        data-testid={inputTestId}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(chosen);
        }}
      />
      <Button
        component="label"
        htmlFor={inputId}
        variant="contained"
        size={size}
        startIcon={<UploadFileIcon />}
        loading={busy}
      >
        {t('attachments.upload')}
      </Button>
    </>
  );
}
