import { ADMIN_ROLES } from '@cabinet/auth/roles';
import { defineResource } from '../../lib/resource/define-resource';
import { labelsOf, languageNames, registrationOptions, serviceOptions } from './options';

/** Lines of a multi-line text, for a cell: the first one only. */
const firstLine = (text: string | null) => text?.split('\n')[0] ?? '';

/** Title lines on one line, kept apart as the site keeps them. */
const titleLines = (text: string | null) =>
  text
    ?.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' · ') || '—';

/**
 * Practitioners: the practice's people as the public site's team page shows them, in its three
 * languages. Administrators manage them; visible ones appear on the site, in their order.
 */
export const practitionersResource = defineResource({
  model: 'practitioner',
  basePath: '/practitioners',
  titleKey: 'practitioners.title',
  createTitleKey: 'practitioners.create',
  searchFields: ['display_name'],
  columns: [
    { field: 'id', labelKey: 'practitioners.field.id', sortable: true, hiddenByDefault: true },
    { field: 'display_name', labelKey: 'practitioners.field.displayName', sortable: true },
    {
      field: 'titles_fr',
      labelKey: 'practitioners.field.titles',
      format: (record, { language }) =>
        firstLine(record[`titles_${language as 'fr' | 'en' | 'de'}`] ?? record.titles_fr ?? null),
    },
    {
      field: 'languages',
      labelKey: 'practitioners.field.languages',
      format: (record, { language }) => languageNames(record.languages, language),
    },
    { field: 'visible', labelKey: 'practitioners.field.visible', sortable: true },
    { field: 'position', labelKey: 'practitioners.field.position', sortable: true },
  ],
  detailFields: [
    { field: 'display_name', labelKey: 'practitioners.field.displayName' },
    {
      field: 'titles_fr',
      labelKey: 'practitioners.field.titlesFr',
      format: (record) => titleLines(record.titles_fr),
    },
    {
      field: 'titles_en',
      labelKey: 'practitioners.field.titlesEn',
      format: (record) => titleLines(record.titles_en),
    },
    {
      field: 'titles_de',
      labelKey: 'practitioners.field.titlesDe',
      format: (record) => titleLines(record.titles_de),
    },
    { field: 'bio_fr', labelKey: 'practitioners.field.bioFr' },
    { field: 'bio_en', labelKey: 'practitioners.field.bioEn' },
    { field: 'bio_de', labelKey: 'practitioners.field.bioDe' },
    {
      field: 'languages',
      labelKey: 'practitioners.field.languages',
      format: (record, { language }) => languageNames(record.languages, language) || '—',
    },
    {
      field: 'specialities',
      labelKey: 'practitioners.field.specialities',
      format: (record, { t }) => labelsOf(serviceOptions(t), record.specialities) || '—',
    },
    {
      field: 'registrations',
      labelKey: 'practitioners.field.registrations',
      format: (record, { t }) => labelsOf(registrationOptions(t), record.registrations) || '—',
    },
    { field: 'gln', labelKey: 'practitioners.field.gln' },
    { field: 'visible', labelKey: 'practitioners.field.visible' },
    { field: 'position', labelKey: 'practitioners.field.position' },
  ],
  filterFields: [
    { field: 'display_name', labelKey: 'practitioners.field.displayName', kind: 'text' },
    { field: 'visible', labelKey: 'practitioners.field.visible', kind: 'boolean' },
    { field: 'position', labelKey: 'practitioners.field.position', kind: 'number' },
  ],
  recordLabel: (record) => record.display_name,
  access: { create: ADMIN_ROLES, edit: ADMIN_ROLES, delete: ADMIN_ROLES, import: ADMIN_ROLES },
  messages: { created: 'practitioners.created', updated: 'practitioners.updated' },
});
