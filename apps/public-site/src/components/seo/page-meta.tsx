import { SUPPORTED_LANGUAGES } from '@cabinet/i18n/languages';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { usePage } from '../../page/page-context';

interface PageMetaProps {
  title: string;
  description: string;
  /** The page's path, e.g. `/services`; null for a page without an address of its own (404). */
  path: string | null;
}

/** The address of a page in a language (`?lng=` is what the language detection reads first). */
export function localizedUrl(path: string, language?: string): string {
  return `${env.publicSiteUrl}${path}${language ? `?lng=${language}` : ''}`;
}

/**
 * A page's head in the current language: title, description, canonical address and the hreflang
 * alternates of the three languages (x-default: the address without a language, whose language
 * the visitor's browser decides). The canonical address is the one visited: with `?lng=` when the
 * address names a language, without it otherwise (it is then the x-default).
 */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const { t, i18n } = useTranslation('public');
  const language = usePage().namedLanguage ? i18n.language : undefined;
  return (
    <>
      <title>{`${title} · ${t('site.name')}`}</title>
      <meta name="description" content={description} />
      {path === null ? null : <LanguageLinks path={path} language={language} />}
    </>
  );
}

/** The canonical address and the hreflang alternates of a page that has an address. */
function LanguageLinks({ path, language }: { path: string; language: string | undefined }) {
  return (
    <>
      <link rel="canonical" href={localizedUrl(path, language)} />
      {SUPPORTED_LANGUAGES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={localizedUrl(path, code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={localizedUrl(path)} />
    </>
  );
}
