import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useToast } from '../../../lib/toast';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { useRequestEmailLink, type EmailLinkKind } from '../api/request-email-link';

interface EmailRequestFormProps {
  kind: EmailLinkKind;
  submitLabel: string;
  /** Shown as a success toast once the API has accepted the request. */
  successMessage: string;
  onSent?: () => void;
  /** Extra actions beside the submit button (a dialog's Cancel). */
  secondaryAction?: ReactNode;
}

/** An email field (required, email format) that asks the API to mail a reset or sign-in link. */
export function EmailRequestForm(props: EmailRequestFormProps) {
  const { kind, submitLabel, successMessage, onSent, secondaryAction } = props;
  const { t, i18n } = useTranslation('backoffice');
  const toast = useToast();
  const request = useRequestEmailLink(kind);
  const rules = useFormRules();
  const { control, handleSubmit } = useForm({ defaultValues: { email: '' } });

  const submit = handleSubmit(({ email }) =>
    request.mutate(
      { email: email.trim(), language: i18n.language },
      {
        onSuccess: () => {
          toast.success(successMessage);
          onSent?.();
        },
      },
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {request.isError ? <Alert severity="error">{errorMessage(request.error, t)}</Alert> : null}
      <FormTextField
        control={control}
        name="email"
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
        rules={{ validate: { required: rules.required, email: rules.email } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {secondaryAction}
        <Button type="submit" variant="contained" loading={request.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
