import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCEPTED_FILES,
  isImage,
  ownAttachmentsQueryOptions,
  uploadAttachments,
  type Attachment,
  type AttachmentKind,
} from '../../lib/attachments/attachments';
import { invalidateModel } from '../../lib/resource/mutations';
import { DeleteDialog } from '../resource/delete-dialog';
import { useErrorToast } from '../resource/use-error-toast';
import { ServedImage } from './served-image';
import { UploadFilesButton } from './upload-files-button';

/** Spec: the picker's grid has three columns and is at most 500 px high. */
const COLUMNS = 3;
const MAX_HEIGHT = 500;

interface AttachmentPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user: the picker shows their own files only. */
  ownerId: number;
  kind: AttachmentKind;
  title: string;
  /** A file chosen from the grid, or the last one just uploaded. */
  onPick: (attachment: Attachment) => void;
}

/**
 * Chooses one of the user's own files or uploads new ones (several at once, with progress); an
 * upload picks the last file uploaded. Edit mode selects several files to delete, with the
 * kit's delete dialog (which warns where they are used).
 */
export function AttachmentPickerDialog({
  open,
  onClose,
  ownerId,
  kind,
  title,
  onPick,
}: AttachmentPickerDialogProps) {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const files = useQuery({ ...ownAttachmentsQueryOptions(ownerId, kind), enabled: open });
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<number[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  // Spec: opening the picker clears the selection.
  useEffect(() => {
    if (!open) return;
    setEditing(false);
    setSelected([]);
  }, [open]);

  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const upload = (chosen: File[]) => {
    if (chosen.length === 0) return;
    setProgress(0);
    uploadAttachments(chosen, setProgress)
      .then((created) => {
        void invalidateModel(queryClient, 'attachment');
        const last = created.at(-1);
        if (last) onPick(last);
      })
      .catch(showError)
      .finally(() => setProgress(null));
  };

  const list = files.data?.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <UploadFilesButton
            accept={ACCEPTED_FILES[kind]}
            onFiles={upload}
            busy={progress !== null}
            size="small"
            inputTestId="attachment-picker-input"
          />
          <Button
            variant="outlined"
            size="small"
            aria-pressed={editing}
            onClick={() => {
              setEditing((on) => !on);
              setSelected([]);
            }}
          >
            {editing ? t('attachments.doneEditing') : t('attachments.edit')}
          </Button>
          {editing ? (
            <Button
              color="error"
              size="small"
              variant="outlined"
              disabled={selected.length === 0}
              onClick={() => setDeleting(selected)}
            >
              {t('attachments.deleteSelected', { count: selected.length })}
            </Button>
          ) : null}
        </Stack>
        {progress !== null ? (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('attachments.uploading')}
            sx={{ mb: 2 }}
          />
        ) : null}
        {files.isSuccess && list.length === 0 ? (
          <Typography color="text.secondary">{t('resource.list.empty')}</Typography>
        ) : null}
        <ImageList
          cols={COLUMNS}
          gap={8}
          sx={{ maxHeight: MAX_HEIGHT, overflowY: 'auto', m: 0 }}
          aria-label={title}
        >
          {list.map((file) => {
            const chosen = selected.includes(file.id);
            return (
              <ImageListItem key={file.id}>
                <ButtonBase
                  focusRipple
                  aria-pressed={editing ? chosen : undefined}
                  aria-label={file.original_name}
                  onClick={() => {
                    if (editing) toggle(file.id);
                    else onPick(file);
                  }}
                  sx={{
                    display: 'block',
                    outline: chosen ? '3px solid' : 'none',
                    outlineColor: 'primary.main',
                  }}
                >
                  <ServedImage name={file.name} alt={file.original_name} image={isImage(file)} />
                  {chosen ? (
                    <CheckCircleIcon
                      color="primary"
                      aria-hidden
                      sx={{
                        position: 'absolute',
                        top: 4,
                        right: 4,
                        bgcolor: 'background.paper',
                        borderRadius: '50%',
                      }}
                    />
                  ) : null}
                </ButtonBase>
                <ImageListItemBar
                  position="below"
                  subtitle={file.original_name}
                  sx={{ '& .MuiImageListItemBar-subtitle': { overflowWrap: 'anywhere' } }}
                />
              </ImageListItem>
            );
          })}
        </ImageList>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('attachments.close')}</Button>
      </DialogActions>
      <DeleteDialog
        model="attachment"
        ids={deleting}
        onClose={() => setDeleting([])}
        onDeleted={() => {
          setDeleting([]);
          setSelected([]);
          void invalidateModel(queryClient, 'attachment');
        }}
      />
    </Dialog>
  );
}
