import { ADMIN_ROLES } from '@cabinet/auth/roles';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defineResource } from '../../lib/resource/define-resource';
import { completeness } from './completeness';
import { useTranslationContext, type TranslationContext } from './use-translation-context';

/** The namespace's name for staff ("Public site"), its technical name when unknown. */
export const namespaceLabel = (t: TFunction, name: string) =>
  t(`themeTranslations.namespace.${name}`, { defaultValue: name });

/**
 * Theme translations: the site's texts, one record per locale and namespace (the seed creates
 * them; staff change their values). The list shows each record's locale and how complete it is
 * against the French texts.
 */
export function themeTranslationsResource(context: TranslationContext, t: TFunction) {
  return defineResource({
    model: 'site_content',
    basePath: '/theme_translations',
    titleKey: 'themeTranslations.title',
    createTitleKey: 'themeTranslations.title',
    searchFields: ['name'],
    columns: [
      {
        field: 'locale_id',
        labelKey: 'themeTranslations.field.locale',
        sortable: true,
        format: (record) => context.localeLabel(record.locale_id),
      },
      {
        field: 'name',
        labelKey: 'themeTranslations.field.namespace',
        sortable: true,
        format: (record) => namespaceLabel(t, record.name),
      },
      {
        field: 'content',
        labelKey: 'themeTranslations.field.completeness',
        format: (record) =>
          t('themeTranslations.percent', {
            percent: completeness(record.content, context.frenchTexts(record.name)),
          }),
      },
      {
        field: 'id',
        labelKey: 'themeTranslations.field.id',
        sortable: true,
        hiddenByDefault: true,
      },
    ],
    detailFields: [
      {
        field: 'locale_id',
        labelKey: 'themeTranslations.field.locale',
        format: (record) => context.localeLabel(record.locale_id),
      },
      {
        field: 'name',
        labelKey: 'themeTranslations.field.namespace',
        format: (record) => namespaceLabel(t, record.name),
      },
      {
        field: 'content',
        labelKey: 'themeTranslations.field.completeness',
        format: (record) =>
          t('themeTranslations.percent', {
            percent: completeness(record.content, context.frenchTexts(record.name)),
          }),
      },
    ],
    filterFields: [
      { field: 'name', labelKey: 'themeTranslations.field.namespace', kind: 'text' },
      { field: 'locale_id', labelKey: 'themeTranslations.field.locale', kind: 'number' },
    ],
    recordLabel: (record) =>
      `${context.localeLabel(record.locale_id)} · ${namespaceLabel(t, record.name)}`,
    // Staff edit the texts; the records themselves come from the seed, so only admins delete.
    access: { delete: ADMIN_ROLES, import: ADMIN_ROLES },
    messages: { created: 'themeTranslations.updated', updated: 'themeTranslations.updated' },
  });
}

/** The resource once the locales and the French texts are loaded (null until then). */
export function useThemeTranslationsResource() {
  const context = useTranslationContext();
  const { t } = useTranslation('backoffice');
  const resource = useMemo(
    () => (context.ready ? themeTranslationsResource(context, t) : null),
    [context, t],
  );
  return { resource, context };
}
