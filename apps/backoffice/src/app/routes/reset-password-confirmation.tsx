import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useToast } from '../../lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AuthPage } from '../../components/layout/auth-page';
import { paths } from '../../config/paths';
import { useConfirmPasswordReset } from '../../features/auth/api/confirm-password-reset';
import { errorMessage } from '../../lib/api-errors';

/** /reset-password-confirmation/:token: both passwords required; submit disabled while they differ. */
export function ResetPasswordConfirmationRoute() {
  const { t } = useTranslation('backoffice');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const ready = password !== '' && repeat !== '' && password === repeat;
  const differ = repeat !== '' && password !== repeat;

  const submit = () =>
    confirm.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(t('reset.done'));
          void navigate(paths.login.getHref(), { replace: true });
        },
      },
    );

  return (
    <AuthPage title={t('newPassword.title')} intro={t('newPassword.intro')}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) submit();
        }}
      >
        {confirm.isError ? <Alert severity="error">{errorMessage(confirm.error, t)}</Alert> : null}
        <TextField
          label={t('newPassword.password')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('form.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={differ}
          helperText={differ ? t('password.mismatch') : undefined}
        />
        <Button type="submit" variant="contained" disabled={!ready} loading={confirm.isPending}>
          {t('newPassword.submit')}
        </Button>
      </Stack>
    </AuthPage>
  );
}
