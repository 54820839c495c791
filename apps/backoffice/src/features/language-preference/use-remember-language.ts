import { isLanguage } from '@cabinet/i18n/languages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authClient } from '../../lib/api';
import { useCurrentUser } from '../../lib/session';

/** Per browser session: the language already saved for a user, so each is sent once. */
const savedKey = (userId: number) => `cabinet.language-saved.${userId}`;

/**
 * Saves the language the signed-in user reads the back-office in (`PUT /preference/language`):
 * the server writes its own mails to them in it (the alerts of a failed service). Sent once per
 * browser session and again on each change of language; quietly, as a failure only leaves the
 * mails in the previous language (French when never said).
 */
export function useRememberLanguage(): void {
  const { user } = useCurrentUser();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || !isLanguage(language)) return;
    if (sessionStorage.getItem(savedKey(userId)) === language) return;
    void authClient
      .PUT('/preference/language', { body: { language } })
      .then(({ response }) => {
        if (response.ok) sessionStorage.setItem(savedKey(userId), language);
      })
      .catch(() => undefined);
  }, [userId, language]);
}
