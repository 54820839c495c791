import type { components } from '@cabinet/api-client/schema';
import { ADMIN_ROLES } from '@cabinet/auth/roles';
import { fullLocalDate } from '../../lib/dates';
import { NO_ROLE } from '../../lib/resource/access';
import { defineResource, type FormatContext } from '../../lib/resource/define-resource';

export type ContactRequestStatus = components['schemas']['ContactRequest']['status'];

/**
 * The statuses a request goes through, in order, as the contract names them; the last three end
 * it. Staff change it from the request's page.
 */
export const CONTACT_REQUEST_STATUSES = [
  'new',
  'in_progress',
  'times_offered',
  'booked',
  'closed',
  'declined',
  'referred',
] as const satisfies readonly ContactRequestStatus[];

/**
 * The message stays hidden in the list: reading it means opening the request, and each opening is
 * written to the audit trail. The API's searches already answer this fixed mask (not even the
 * length shows); the list shows it whatever it receives, so no list can ever show a message.
 */
export const MASKED_MESSAGE = '••••••••';

/** A stored UTC timestamp in the reader's language and time zone. */
export const localDate = (value: string, language: string) =>
  fullLocalDate(new Date(value), language);

/** When a request is erased: its end plus the retention period; none while it is open. */
const purgeText = (purgeAt: string | null, { t, language }: FormatContext) =>
  purgeAt === null ? t('contactRequests.notEnded') : localDate(purgeAt, language);

/** A visitor's choice shown by its label, or "Not said" when they left it out. */
const choiceText = (key: string, value: string | null, { t }: FormatContext) =>
  value === null ? t('contactRequests.notSaid') : t(`${key}.${value}`);

/** A list of choices shown by their labels, or "Not said" when they picked none. */
const choicesText = (key: string, values: readonly string[], { t }: FormatContext) =>
  values.length === 0
    ? t('contactRequests.notSaid')
    : values.map((value) => t(`${key}.${value}`)).join(', ');

const fullName = (request: { name: string | null; surname: string | null }) =>
  [request.name, request.surname].filter(Boolean).join(' ');

/**
 * The contact requests visitors send from the public site (health data under the nLPD). Staff with
 * access list them (administrators all, a practitioner those assigned to them), open one, assign
 * it, follow it up from new to its end, and keep internal notes on it.
 */
export const contactRequestsResource = defineResource({
  model: 'contact_request',
  basePath: '/contact-requests',
  titleKey: 'contactRequests.title',
  createTitleKey: 'contactRequests.title',
  searchFields: ['name', 'surname', 'email', 'phone'],
  columns: [
    { field: 'id', labelKey: 'contactRequests.field.id', sortable: true },
    {
      field: 'created_at',
      labelKey: 'contactRequests.field.receivedAt',
      sortable: true,
      format: (request, { language }) => localDate(request.created_at, language),
    },
    {
      field: 'name',
      labelKey: 'contactRequests.field.name',
      sortable: true,
      format: (request) => fullName(request) || '—',
    },
    { field: 'email', labelKey: 'contactRequests.field.email', sortable: true },
    { field: 'phone', labelKey: 'contactRequests.field.phone', hiddenByDefault: true },
    {
      field: 'message',
      labelKey: 'contactRequests.field.message',
      format: (request) => (request.message ? MASKED_MESSAGE : '—'),
    },
    {
      field: 'service',
      labelKey: 'contactRequests.field.service',
      hiddenByDefault: true,
      format: (request, context) => choiceText('practitioners.service', request.service, context),
    },
    {
      field: 'status',
      labelKey: 'contactRequests.field.status',
      sortable: true,
      format: (request, { t }) => t(`contactRequests.status.${request.status}`),
    },
    {
      field: 'practitioner',
      labelKey: 'contactRequests.field.practitioner',
      format: (request, { t }) =>
        request.practitioner?.display_name ?? t('contactRequests.unassigned'),
    },
    {
      field: 'purge_at',
      labelKey: 'contactRequests.field.purgeAt',
      hiddenByDefault: true,
      format: (request, context) => purgeText(request.purge_at, context),
    },
  ],
  detailFields: [
    {
      field: 'created_at',
      labelKey: 'contactRequests.field.receivedAt',
      format: (request, { language }) => localDate(request.created_at, language),
    },
    { field: 'name', labelKey: 'contactRequests.field.firstName' },
    { field: 'surname', labelKey: 'contactRequests.field.surname' },
    { field: 'email', labelKey: 'contactRequests.field.email' },
    { field: 'phone', labelKey: 'contactRequests.field.phone' },
    { field: 'has_prescription', labelKey: 'contactRequests.field.hasPrescription' },
    {
      field: 'service',
      labelKey: 'contactRequests.field.service',
      format: (request, context) => choiceText('practitioners.service', request.service, context),
    },
    {
      field: 'therapy_language',
      labelKey: 'contactRequests.field.therapyLanguage',
      format: (request, context) =>
        choiceText('contactRequests.language', request.therapy_language, context),
    },
    {
      field: 'free_periods',
      labelKey: 'contactRequests.field.freePeriods',
      format: (request, context) =>
        choicesText('contactRequests.period', request.free_periods, context),
    },
    {
      field: 'free_days',
      labelKey: 'contactRequests.field.freeDays',
      format: (request, context) => choicesText('contactRequests.day', request.free_days, context),
    },
    { field: 'message', labelKey: 'contactRequests.field.message' },
    {
      field: 'consent_at',
      labelKey: 'contactRequests.field.consentAt',
      format: (request, { language }) => localDate(request.consent_at, language),
    },
    {
      field: 'purge_at',
      labelKey: 'contactRequests.field.purgeAt',
      format: (request, context) => purgeText(request.purge_at, context),
    },
  ],
  filterFields: [
    {
      field: 'status',
      labelKey: 'contactRequests.field.status',
      kind: 'choice',
      choices: CONTACT_REQUEST_STATUSES.map((value) => ({
        value,
        labelKey: `contactRequests.status.${value}`,
      })),
    },
    {
      field: 'practitioner_id',
      labelKey: 'contactRequests.field.practitioner',
      kind: 'choice',
      reference: { model: 'practitioner', labelField: 'display_name' },
    },
    { field: 'email', labelKey: 'contactRequests.field.email', kind: 'text' },
    { field: 'surname', labelKey: 'contactRequests.field.surname', kind: 'text' },
    {
      field: 'has_prescription',
      labelKey: 'contactRequests.field.hasPrescription',
      kind: 'boolean',
    },
    { field: 'created_at', labelKey: 'contactRequests.field.receivedAt', kind: 'date' },
  ],
  recordLabel: (request) => `#${request.id} ${fullName(request)}`.trim(),
  // Requests come from the public form only; staff change nothing a visitor wrote (the status is
  // changed on the request's page, not through the generic form), nor import them.
  access: { create: NO_ROLE, edit: NO_ROLE, import: NO_ROLE, delete: ADMIN_ROLES },
  messages: { created: 'contactRequests.statusSaved', updated: 'contactRequests.statusSaved' },
});
