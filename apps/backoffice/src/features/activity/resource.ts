import { ADMIN_ROLES } from '@cabinet/auth/roles';
import { fullLocalDate } from '../../lib/dates';
import { NO_ROLE } from '../../lib/resource/access';
import { defineResource } from '../../lib/resource/define-resource';
import type { Criterion } from '../../lib/resource/model-paths';

/**
 * The roles that may read the audit trail: super admins all of it, an organization's admins the
 * events of their organization's people (the API scopes it).
 */
export const ACTIVITY_ROLES: readonly string[] = ADMIN_ROLES;

/** What an event's `detail` says beyond the model and ids (counts, a forced delete), in short. */
function detailText(detail: unknown): string {
  if (typeof detail !== 'object' || detail === null) return '—';
  const parts = Object.entries(detail as Record<string, unknown>)
    .filter(([key]) => !['model', 'ids'].includes(key))
    .map(([key, value]) => `${key}: ${String(value)}`);
  return parts.join(', ') || '—';
}

/**
 * The audit trail, read only: who did what, to which record, when and from which address. Every
 * event comes from the API (sign-ins, writes, exports, contact request openings); nothing here
 * changes it.
 */
export const activityResource = defineResource({
  model: 'audit_event',
  basePath: '/activity',
  titleKey: 'activity.title',
  createTitleKey: 'activity.title',
  searchFields: ['event', 'model', 'username', 'ip'],
  columns: [
    {
      field: 'created_at',
      labelKey: 'activity.field.when',
      sortable: true,
      format: (event, { language }) => fullLocalDate(new Date(event.created_at), language),
    },
    {
      field: 'user_name',
      labelKey: 'activity.field.who',
      format: (event, { t }) => event.user_name ?? event.username ?? t('activity.visitor'),
    },
    {
      field: 'event',
      labelKey: 'activity.field.what',
      sortable: true,
      format: (event, { t }) => t(`activity.event.${event.event}`, { defaultValue: event.event }),
    },
    {
      field: 'model',
      labelKey: 'activity.field.model',
      sortable: true,
      format: (event, { t }) =>
        event.model ? t(`activity.model.${event.model}`, { defaultValue: event.model }) : '—',
    },
    { field: 'record_id', labelKey: 'activity.field.record', sortable: true },
    { field: 'ip', labelKey: 'activity.field.ip', sortable: true },
    {
      field: 'detail',
      labelKey: 'activity.field.detail',
      hiddenByDefault: true,
      format: (event) => detailText(event.detail),
    },
  ],
  detailFields: [
    {
      field: 'created_at',
      labelKey: 'activity.field.when',
      format: (event, { language }) => fullLocalDate(new Date(event.created_at), language),
    },
    {
      field: 'user_name',
      labelKey: 'activity.field.who',
      format: (event, { t }) => event.user_name ?? event.username ?? t('activity.visitor'),
    },
    {
      field: 'event',
      labelKey: 'activity.field.what',
      format: (event, { t }) => t(`activity.event.${event.event}`, { defaultValue: event.event }),
    },
    { field: 'model', labelKey: 'activity.field.model' },
    { field: 'record_id', labelKey: 'activity.field.record' },
    { field: 'ip', labelKey: 'activity.field.ip' },
    {
      field: 'detail',
      labelKey: 'activity.field.detail',
      format: (event) => detailText(event.detail),
    },
  ],
  filterFields: [
    { field: 'user.username', labelKey: 'activity.field.who', kind: 'text' },
    { field: 'event', labelKey: 'activity.field.what', kind: 'text' },
    { field: 'model', labelKey: 'activity.field.model', kind: 'text' },
    { field: 'record_id', labelKey: 'activity.field.record', kind: 'number' },
    { field: 'created_at', labelKey: 'activity.field.when', kind: 'date' },
    { field: 'ip', labelKey: 'activity.field.ip', kind: 'text' },
  ],
  recordLabel: (event) => `${event.event} #${event.id}`,
  access: { create: NO_ROLE, edit: NO_ROLE, delete: NO_ROLE, import: NO_ROLE },
  messages: { created: 'activity.title', updated: 'activity.title' },
});

/** The Activity list filtered to one record's events: its history, as a shareable URL. */
export function recordHistoryHref(model: string, id: number): string {
  const filters: Criterion[] = [
    { field: 'model', operator: '=', value: model },
    { field: 'record_id', operator: '=', value: id },
  ];
  const params = new URLSearchParams({ filters: JSON.stringify(filters) });
  return `${activityResource.basePath}?${params.toString()}`;
}
