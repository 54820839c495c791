import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthPage } from '../../components/layout/auth-page';
import { paths } from '../../config/paths';
import { useConfirmEmailChange } from '../../features/profile/api/confirm-email-change';
import { errorMessage } from '../../lib/api-errors';
import { useCurrentUser } from '../../lib/session';

/** The token of the link, from its fragment (`#token=`): a browser never sends a fragment anywhere. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * /confirm-email#token=: the page the confirmation of a new email address links to. It posts the
 * token once, drops it from the address bar, and says whether the address is now the account's.
 */
export function ConfirmEmailRoute() {
  const { t } = useTranslation('backoffice');
  const location = useLocation();
  const navigate = useNavigate();
  const { user, signedIn } = useCurrentUser();
  const [token] = useState(() => tokenOf(location.hash));
  const confirm = useConfirmEmailChange();
  const started = useRef(false);

  useEffect(() => {
    // The link is single use: try it once, even when React runs effects twice in development.
    if (started.current || token === '') return;
    started.current = true;
    confirm.mutate(token);
    // Out of the history too: the token stays in nobody's address bar.
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load
  }, [token]);

  const next =
    signedIn && user?.id ? (
      <Link component={RouterLink} to={paths.profileEdit.getHref(user.id)}>
        {t('confirmEmail.toProfile')}
      </Link>
    ) : (
      <Link component={RouterLink} to={paths.login.getHref()}>
        {t('auth.backToLogin')}
      </Link>
    );

  const body = () => {
    if (token === '' || confirm.isError)
      return (
        <>
          <Alert severity="error">
            {token === '' ? t('errors.invalidLink') : errorMessage(confirm.error, t)}
          </Alert>
          {next}
        </>
      );
    if (confirm.isSuccess)
      return (
        <>
          <Alert severity="success">{t('confirmEmail.done', { email: confirm.data.email })}</Alert>
          {next}
        </>
      );
    return <LoadingState label={t('confirmEmail.confirming')} />;
  };

  return <AuthPage title={t('confirmEmail.title')}>{body()}</AuthPage>;
}
