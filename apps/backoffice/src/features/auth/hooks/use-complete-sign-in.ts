import type { SessionUser } from '@cabinet/auth/app-session';
import { afterLoginPath, signIn } from '@cabinet/auth/session-flows';
import { useToast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '../../../lib/session';

/**
 * After a successful sign-in (login, signup or a mailed link): store the session, say so, and go to
 * the `redirect` query parameter (the page that sent the user to sign in) or home.
 */
export function useCompleteSignIn() {
  const { t } = useTranslation('backoffice');
  const store = useSessionStore();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    session: { access_token: string; refresh_token?: string | null; user: SessionUser },
    message: 'login.success' | 'signup.success',
  ) => {
    signIn(store, session);
    toast.success(t(message));
    void navigate(afterLoginPath(params.get('redirect')), { replace: true });
  };
}
