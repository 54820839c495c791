import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useToast } from '../../../lib/toast';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRule } from '../../../components/form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { useRequestEmailLink, type EmailLinkKind } from '../api/request-email-link';
import { CheckedTextField } from '../../../components/checked-text-field';

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
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const emailError = submitted ? emailRule(email) : undefined;

  const submit = () => {
    setSubmitted(true);
    if (emailRule(email)) return;
    request.mutate(
      { email: email.trim(), language: i18n.language },
      {
        onSuccess: () => {
          toast.success(successMessage);
          onSent?.();
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {request.isError ? <Alert severity="error">{errorMessage(request.error, t)}</Alert> : null}
      <CheckedTextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errorKey={emailError}
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
