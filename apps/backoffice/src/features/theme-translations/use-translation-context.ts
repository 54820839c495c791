import type { Texts } from '@cabinet/i18n/defaults';
import { loadDefaultTexts } from '@cabinet/i18n/defaults/load';
import { NAMESPACES, type Namespace } from '@cabinet/i18n/defaults';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listQueryOptions } from '../../lib/resource/queries';

const isNamespace = (name: string): name is Namespace => NAMESPACES.includes(name as Namespace);

/**
 * What the theme translation screens show beside a record: its locale as "name [iso]" (the
 * record holds only the locale's id) and the French texts of its namespace, the reference every
 * language is measured against (bundled with the app, loaded on first use).
 */
export function useTranslationContext() {
  const locales = useQuery(listQueryOptions('locale', {}, { skip: 0, limit: 100 }));
  const french = useQuery({
    queryKey: ['bundled-texts', 'fr'],
    queryFn: () => loadDefaultTexts('fr', NAMESPACES),
    staleTime: Infinity,
  });
  return useMemo(() => {
    const byId = new Map((locales.data?.data ?? []).map((locale) => [locale.id, locale]));
    return {
      ready: locales.isSuccess && french.isSuccess,
      error: locales.error ?? french.error,
      localeLabel: (localeId: number) => {
        const locale = byId.get(localeId);
        return locale ? `${locale.name} [${locale.iso_code}]` : String(localeId);
      },
      frenchTexts: (namespace: string): Texts =>
        (isNamespace(namespace) ? french.data?.[namespace] : undefined) ?? {},
    };
  }, [locales.data, locales.isSuccess, locales.error, french.data, french.isSuccess, french.error]);
}

export type TranslationContext = ReturnType<typeof useTranslationContext>;
