import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { env } from '../../config/env';
import { leaveSiteFor } from '../../lib/leave-site';

/** Where a sign-in path of the public site leads: the same path and query on the back-office. */
export function backOfficeUrl(pathname: string, search: string, hash = ''): string {
  return `${env.backofficeUrl}${pathname}${search}${hash}`;
}

/** Sends the visitor to the back-office's screen for this path, keeping the query string. */
export function BackOfficeRedirect() {
  const { t } = useTranslation('public');
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    leaveSiteFor(backOfficeUrl(pathname, search, hash));
  }, [pathname, search, hash]);
  return <LoadingState label={t('signIn.redirecting')} />;
}
