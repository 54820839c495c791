import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../../components/layout/auth-page';
import { initOptions } from '../../features/auth/api/get-init';
import {
  LoginHelpDialogs,
  type LoginHelpDialog,
} from '../../features/auth/components/login-help-dialogs';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useSessionStore } from '../../lib/session';

/** /login: tabs Login and Signup (when the organization allows it), and the email modals. */
export function LoginRoute() {
  const { t } = useTranslation('backoffice');
  const store = useSessionStore();
  const init = useQuery(initOptions(store.getOrganizationId()));
  const [tab, setTab] = useState<'login' | 'signup'>('login');
  const [dialog, setDialog] = useState<LoginHelpDialog>(null);
  const ids = { login: useId(), signup: useId() };
  const allowSignup = init.data?.organization.allow_public_signup === true;
  const current = allowSignup ? tab : 'login';

  return (
    <AuthPage title={t('login.title')}>
      {allowSignup ? (
        <Tabs value={current} onChange={(_, value: 'login' | 'signup') => setTab(value)}>
          {(['login', 'signup'] as const).map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`login.tab.${name}`)}
              id={`${ids[name]}-tab`}
              aria-controls={`${ids[name]}-panel`}
            />
          ))}
        </Tabs>
      ) : null}
      <Box
        role={allowSignup ? 'tabpanel' : undefined}
        id={`${ids[current]}-panel`}
        aria-labelledby={allowSignup ? `${ids[current]}-tab` : undefined}
      >
        {current === 'login' ? (
          <LoginForm onTwoFactorSetupRequired={() => setDialog('twoFactorSetup')} />
        ) : (
          <SignupForm onTwoFactorSetupRequired={() => setDialog('twoFactorSetup')} />
        )}
      </Box>
      {current === 'login' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => setDialog('reset')}>{t('login.forgotPassword')}</Button>
          <Button onClick={() => setDialog('signInLink')}>{t('login.emailLink')}</Button>
        </Stack>
      ) : null}
      <LoginHelpDialogs open={dialog} onClose={() => setDialog(null)} />
    </AuthPage>
  );
}
