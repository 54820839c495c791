import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isImage, type Attachment, type AttachmentKind } from '../../lib/attachments/attachments';
import type { ModelName } from '../../lib/resource/model-paths';
import { useSaveRecord } from '../../lib/resource/mutations';
import { useCurrentUser } from '../../lib/session';
import { useErrorToast } from '../resource/use-error-toast';
import { AttachmentPickerDialog } from './attachment-picker-dialog';
import { ServedImage } from './served-image';

interface AttachmentFieldProps {
  /** The form field holding the attachment's id. */
  name: string;
  label: string;
  kind: AttachmentKind;
  /** The file the record points at now: its served name and what people read. */
  current?: { name: string; label: string; image: boolean } | null;
  /** The record being edited: a picked file is saved to it at once (spec). */
  record?: { model: ModelName; id: number };
  /** Leaves the visible label out where a heading beside it already says it (the profile page). */
  labelHidden?: boolean;
}

/**
 * An attachment field: a preview of the current file and a button opening the picker. The chosen
 * file's id goes into the form; on an existing record it is also saved at once, so an upload is
 * never left pointing nowhere.
 */
export function AttachmentField({
  name,
  label,
  kind,
  current,
  record,
  labelHidden = false,
}: AttachmentFieldProps) {
  const { t } = useTranslation('backoffice');
  const { control, resetField } = useFormContext();
  const { field } = useController({ name, control });
  const { user } = useCurrentUser();
  const save = useSaveRecord(record?.model ?? 'user');
  const showError = useErrorToast();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(current ?? null);

  const pick = (attachment: Attachment) => {
    setOpen(false);
    setShown({
      name: attachment.name,
      label: attachment.original_name,
      image: isImage(attachment),
    });
    if (!record) {
      field.onChange(attachment.id);
      return;
    }
    save.mutate(
      { id: record.id, values: { [name]: attachment.id } },
      {
        // Saved: the form's starting value is now this file, so leaving does not ask.
        onSuccess: () => resetField(name, { defaultValue: attachment.id }),
        onError: showError,
      },
    );
  };

  return (
    <Stack spacing={0.5}>
      {labelHidden ? null : (
        <Typography variant="subtitle2" component="p">
          {label}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {shown ? (
          <ServedImage name={shown.name} alt={shown.label} image={shown.image} size={56} />
        ) : null}
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {shown?.label ?? t('resource.upload.none')}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<ImageSearchIcon />}
            onClick={() => setOpen(true)}
            loading={save.isPending}
            disabled={!user}
            aria-label={`${t('attachments.choose')} — ${label}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('attachments.choose')}
          </Button>
        </Stack>
      </Stack>
      {user?.id !== undefined ? (
        <AttachmentPickerDialog
          open={open}
          onClose={() => setOpen(false)}
          ownerId={user.id}
          kind={kind}
          title={label}
          onPick={pick}
        />
      ) : null}
    </Stack>
  );
}
