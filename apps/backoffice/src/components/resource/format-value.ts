import type { TFunction } from 'i18next';

/** A field's value as text in a table cell or on a detail page: booleans as Yes/No, empty as "—". */
export function formatValue(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('resource.value.yes') : t('resource.value.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
