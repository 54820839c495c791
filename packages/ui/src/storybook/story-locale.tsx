import type { Language } from '@cabinet/i18n/languages';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { storyI18n } from './story-i18n.ts';

/**
 * Puts the story in the toolbar's language when it mounts (resources are in memory, so the switch is
 * synchronous) and when the toolbar changes; a language picked inside the story is left alone.
 */
export function StoryLocale({ locale, children }: { locale: Language; children: ReactNode }) {
  const [i18n] = useState(() => {
    if (storyI18n.language !== locale) void storyI18n.changeLanguage(locale);
    return storyI18n;
  });
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
