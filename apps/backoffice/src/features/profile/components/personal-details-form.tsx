import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { recordQueryOptions } from '../../../lib/resource/queries';
import { useToast } from '../../../lib/toast';
import { useUpdateOwnProfile, type OwnProfileUpdate } from '../api/own-profile';

/** The fields of the form, in the order shown; the picture has its own section. */
const FIELDS = ['name', 'first_name', 'last_name', 'phone', 'mobile'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The longest value the API takes, per field. */
const MAX_LENGTH: Record<Field, number> = {
  name: 200,
  first_name: 200,
  last_name: 200,
  phone: 64,
  mobile: 64,
};

const LABEL_KEYS: Record<Field, string> = {
  name: 'users.field.name',
  first_name: 'users.field.firstName',
  last_name: 'users.field.lastName',
  phone: 'users.field.phone',
  mobile: 'users.field.mobile',
};

const AUTOCOMPLETE: Record<Field, string> = {
  name: 'nickname',
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
  mobile: 'tel',
};

/** The form's values from a user as the API answers it (no value: an empty field). */
const valuesOf = (user: Partial<Record<Field, string | null>>): Values => ({
  name: user.name ?? '',
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  phone: user.phone ?? '',
  mobile: user.mobile ?? '',
});

/** One's own display name, first and last name, phone and mobile, saved together. */
export function PersonalDetailsForm({ userId }: { userId: number }) {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const record = useQuery(recordQueryOptions('user', userId));
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('profile.details.title')}
      </Typography>
      {record.isPending ? <Skeleton variant="rounded" height={160} /> : null}
      {record.isError ? <Alert severity="error">{errorMessage(record.error, t)}</Alert> : null}
      {record.data ? (
        <DetailsForm key={record.data.id} userId={userId} initial={valuesOf(record.data)} />
      ) : null}
    </Stack>
  );
}

function DetailsForm({ userId, initial }: { userId: number; initial: Values }) {
  const { t } = useTranslation('backoffice');
  const rules = useFormRules();
  const toast = useToast();
  const save = useUpdateOwnProfile(userId);
  const { control, handleSubmit, reset, formState } = useForm({ defaultValues: initial });

  const submit = handleSubmit((values) => {
    const body: OwnProfileUpdate = Object.fromEntries(
      FIELDS.map((field) => [field, values[field].trim() === '' ? null : values[field].trim()]),
    );
    save.mutate(body, {
      onSuccess: (user) => {
        toast.success(t('profile.details.saved'));
        reset(valuesOf(user));
      },
    });
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('profile.details.title')}
      onSubmit={(event) => void submit(event)}
    >
      {save.isError ? <Alert severity="error">{errorMessage(save.error, t)}</Alert> : null}
      <Grid container spacing={2}>
        {FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: field === 'name' ? 12 : 6 }}>
            <FormTextField
              control={control}
              name={field}
              label={t(LABEL_KEYS[field])}
              type={field === 'phone' || field === 'mobile' ? 'tel' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
              fullWidth
              rules={{ validate: rules.maxLength(MAX_LENGTH[field]) }}
            />
          </Grid>
        ))}
      </Grid>
      <Button
        type="submit"
        variant="contained"
        loading={save.isPending}
        disabled={!formState.isDirty}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.details.submit')}
      </Button>
    </Stack>
  );
}
