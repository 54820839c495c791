import { ADMIN_ROLES } from '@cabinet/auth/roles';
import { fullLocalDate } from '../../lib/dates';
import { NO_ROLE } from '../../lib/resource/access';
import { defineResource } from '../../lib/resource/define-resource';

/** The statuses a request goes through, in order; staff change it from the request's page. */
export const CONTACT_REQUEST_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

/**
 * The message stays hidden in the list: reading it means opening the request, and each opening is
 * written to the audit trail. The API's searches already answer this fixed mask (not even the
 * length shows); the list shows it whatever it receives, so no list can ever show a message.
 */
export const MASKED_MESSAGE = '••••••••';

/** A stored UTC timestamp in the reader's language and time zone. */
export const localDate = (value: string, language: string) =>
  fullLocalDate(new Date(value), language);

const fullName = (request: { name: string | null; surname: string | null }) =>
  [request.name, request.surname].filter(Boolean).join(' ');

/**
 * The contact requests visitors send from the public site (health data under the nLPD). Staff with
 * access (administrators) list them, open one, and follow it up from new to answered to closed.
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
      field: 'status',
      labelKey: 'contactRequests.field.status',
      sortable: true,
      format: (request, { t }) => t(`contactRequests.status.${request.status}`),
    },
    {
      field: 'purge_at',
      labelKey: 'contactRequests.field.purgeAt',
      format: (request, { language }) => localDate(request.purge_at, language),
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
    { field: 'message', labelKey: 'contactRequests.field.message' },
    {
      field: 'consent_at',
      labelKey: 'contactRequests.field.consentAt',
      format: (request, { language }) => localDate(request.consent_at, language),
    },
    {
      field: 'purge_at',
      labelKey: 'contactRequests.field.purgeAt',
      format: (request, { language }) => localDate(request.purge_at, language),
    },
  ],
  filterFields: [
    { field: 'status', labelKey: 'contactRequests.field.status', kind: 'text' },
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
