import { ADMIN_ROLES } from '@cabinet/auth/roles';
import { fullLocalDate } from '../../lib/dates';
import { NO_ROLE } from '../../lib/resource/access';
import { defineResource } from '../../lib/resource/define-resource';

/** A duration in seconds as staff read it: `1 h 05 min`, `4 min 12 s`, `35 s`. */
export function readableDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min ${String(rest).padStart(2, '0')} s`;
  return `${rest} s`;
}

/** Browser, system and kind of device in one line: `Firefox 132 · Linux · desktop`. */
export function deviceLine(session: {
  browser: string | null;
  os: string | null;
  device_type: string | null;
}): string {
  return [session.browser, session.os, session.device_type].filter(Boolean).join(' · ') || '—';
}

/**
 * A visit's state: its socket open now, closed after it was open, or never connected at all (the
 * browser or a proxy blocked it, or the visitor left first), which is not the same as "ended".
 */
export function visitStateKey(session: {
  connected: boolean;
  socket_connected_at: string | null;
}): 'tracking.active.yes' | 'tracking.active.no' | 'tracking.active.never' {
  if (session.connected) return 'tracking.active.yes';
  return session.socket_connected_at === null ? 'tracking.active.never' : 'tracking.active.no';
}

const started = (session: { created_at: string }, { language }: { language: string }) =>
  fullLocalDate(new Date(session.created_at), language);

/**
 * Tracked visits of the public site (only when visitor tracking is turned on), read by
 * administrators: where and on what device a visit happened, how long it lasted and whether it is
 * still going on. Nothing here identifies a person: the API keeps no address or user agent.
 */
export const trackingSessionsResource = defineResource({
  model: 'xray',
  basePath: '/tracking',
  titleKey: 'tracking.title',
  createTitleKey: 'tracking.title',
  searchFields: ['origin', 'browser', 'os'],
  columns: [
    { field: 'id', labelKey: 'tracking.field.id', sortable: true },
    { field: 'created_at', labelKey: 'tracking.field.started', sortable: true, format: started },
    { field: 'origin', labelKey: 'tracking.field.origin', sortable: true },
    {
      field: 'duration_seconds',
      labelKey: 'tracking.field.duration',
      sortable: true,
      format: (session) => readableDuration(session.duration_seconds),
    },
    {
      field: 'connected',
      labelKey: 'tracking.field.active',
      sortable: true,
      format: (session, { t }) => t(visitStateKey(session)),
    },
    {
      field: 'browser',
      labelKey: 'tracking.field.device',
      format: (session) => deviceLine(session),
    },
    { field: 'language', labelKey: 'tracking.field.language', hiddenByDefault: true },
    { field: 'network', labelKey: 'tracking.field.network', hiddenByDefault: true },
  ],
  detailFields: [
    { field: 'created_at', labelKey: 'tracking.field.started', format: started },
    { field: 'origin', labelKey: 'tracking.field.origin' },
    {
      field: 'duration_seconds',
      labelKey: 'tracking.field.duration',
      format: (session) => readableDuration(session.duration_seconds),
    },
    {
      field: 'connected',
      labelKey: 'tracking.field.active',
      format: (session, { t }) => t(visitStateKey(session)),
    },
    {
      field: 'browser',
      labelKey: 'tracking.field.device',
      format: (session) => deviceLine(session),
    },
    { field: 'language', labelKey: 'tracking.field.language' },
    { field: 'network', labelKey: 'tracking.field.network' },
  ],
  filterFields: [
    { field: 'origin', labelKey: 'tracking.field.origin', kind: 'text' },
    { field: 'connected', labelKey: 'tracking.field.active', kind: 'boolean' },
    { field: 'browser', labelKey: 'tracking.field.browser', kind: 'text' },
    { field: 'os', labelKey: 'tracking.field.os', kind: 'text' },
    { field: 'created_at', labelKey: 'tracking.field.started', kind: 'date' },
  ],
  recordLabel: (session) => `#${session.id} ${session.origin}`,
  // Visits come from the public site only; administrators read and delete them.
  access: { create: NO_ROLE, edit: NO_ROLE, import: NO_ROLE, delete: ADMIN_ROLES },
  messages: { created: 'tracking.title', updated: 'tracking.title' },
});
