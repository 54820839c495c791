import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AttachmentField } from '../../../components/attachments/attachment-field';
import { errorMessage } from '../../../lib/api-errors';
import { recordQueryOptions } from '../../../lib/resource/queries';

/**
 * One's own picture on the profile page, with the same picker as the user form: one's own images,
 * upload, and the chosen image saved to one's account at once.
 */
export function ProfilePicture({ userId }: { userId: number }) {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const record = useQuery(recordQueryOptions('user', userId));
  const label = t('profile.picture.title');
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {label}
      </Typography>
      {record.isPending ? <Skeleton variant="rounded" height={56} /> : null}
      {record.isError ? (
        <Typography color="error">{errorMessage(record.error, t)}</Typography>
      ) : null}
      {record.data ? (
        <PictureForm
          key={record.data.id}
          userId={userId}
          imageId={record.data.image_id ?? null}
          image={record.data.image ?? null}
          label={label}
        />
      ) : null}
    </Stack>
  );
}

function PictureForm({
  userId,
  imageId,
  image,
  label,
}: {
  userId: number;
  imageId: number | null;
  image: string | null;
  label: string;
}) {
  const { t } = useTranslation('backoffice');
  const form = useForm({ defaultValues: { image_id: imageId } });
  return (
    <FormProvider {...form}>
      <AttachmentField
        name="image_id"
        label={label}
        kind="image"
        current={image ? { name: image, label: t('attachments.currentFile'), image: true } : null}
        record={{ model: 'user', id: userId }}
        labelHidden
      />
    </FormProvider>
  );
}
