import { fullLocalDate } from '../../lib/dates';
import { mailOutcomeText } from '../../lib/mail-outcome';
import { NO_ROLE } from '../../lib/resource/access';
import { defineResource, type FormatContext } from '../../lib/resource/define-resource';
import type { Criterion } from '../../lib/resource/model-paths';

/** The states a queued mail goes through: pending (retried with backoff), then sent or failed. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** The last failure's sentence from the API, in the reader's language. */
const failureReason = (reason: string | null, t: FormatContext['t']) =>
  reason ? mailOutcomeText(reason, t) : '—';

const date = (value: string | null, { language }: FormatContext) =>
  value ? fullLocalDate(new Date(value), language) : '—';

/**
 * The mail outbox, read only, for administrators: what each mail was for, its state, its attempts
 * and the last failure. The API never answers a mail's recipient or text (they stay sealed); a
 * failed mail can be sent again from its page.
 */
export const mailOutboxResource = defineResource({
  model: 'mail_outbox',
  basePath: '/mail-outbox',
  titleKey: 'mailOutbox.title',
  createTitleKey: 'mailOutbox.title',
  searchFields: ['kind', 'status', 'last_reason'],
  archivable: false,
  columns: [
    { field: 'id', labelKey: 'mailOutbox.field.id', sortable: true },
    {
      field: 'created_at',
      labelKey: 'mailOutbox.field.createdAt',
      sortable: true,
      format: (mail, context) => date(mail.created_at, context),
    },
    {
      field: 'kind',
      labelKey: 'mailOutbox.field.kind',
      sortable: true,
      format: (mail, { t }) => t(`mailOutbox.kind.${mail.kind}`, { defaultValue: mail.kind }),
    },
    {
      field: 'status',
      labelKey: 'mailOutbox.field.status',
      sortable: true,
      format: (mail, { t }) => t(`mailOutbox.status.${mail.status}`, { defaultValue: mail.status }),
    },
    { field: 'attempts', labelKey: 'mailOutbox.field.attempts', sortable: true },
    {
      field: 'last_reason',
      labelKey: 'mailOutbox.field.lastReason',
      format: (mail, { t }) => failureReason(mail.last_reason, t),
    },
    {
      field: 'sent_at',
      labelKey: 'mailOutbox.field.sentAt',
      sortable: true,
      format: (mail, context) => date(mail.sent_at, context),
    },
    {
      field: 'next_attempt_at',
      labelKey: 'mailOutbox.field.nextAttemptAt',
      hiddenByDefault: true,
      format: (mail, context) =>
        mail.status === 'pending' ? date(mail.next_attempt_at, context) : '—',
    },
  ],
  detailFields: [
    {
      field: 'kind',
      labelKey: 'mailOutbox.field.kind',
      format: (mail, { t }) => t(`mailOutbox.kind.${mail.kind}`, { defaultValue: mail.kind }),
    },
    {
      field: 'status',
      labelKey: 'mailOutbox.field.status',
      format: (mail, { t }) => t(`mailOutbox.status.${mail.status}`, { defaultValue: mail.status }),
    },
    { field: 'attempts', labelKey: 'mailOutbox.field.attempts' },
    {
      field: 'last_reason',
      labelKey: 'mailOutbox.field.lastReason',
      format: (mail, { t }) => failureReason(mail.last_reason, t),
    },
    {
      field: 'created_at',
      labelKey: 'mailOutbox.field.createdAt',
      format: (mail, context) => date(mail.created_at, context),
    },
    {
      field: 'sent_at',
      labelKey: 'mailOutbox.field.sentAt',
      format: (mail, context) => date(mail.sent_at, context),
    },
    {
      field: 'next_attempt_at',
      labelKey: 'mailOutbox.field.nextAttemptAt',
      format: (mail, context) =>
        mail.status === 'pending' ? date(mail.next_attempt_at, context) : '—',
    },
  ],
  filterFields: [
    { field: 'status', labelKey: 'mailOutbox.field.status', kind: 'text' },
    { field: 'kind', labelKey: 'mailOutbox.field.kind', kind: 'text' },
    { field: 'created_at', labelKey: 'mailOutbox.field.createdAt', kind: 'date' },
  ],
  recordLabel: (mail) => `#${mail.id}`,
  access: { create: NO_ROLE, edit: NO_ROLE, delete: NO_ROLE, import: NO_ROLE },
  messages: { created: 'mailOutbox.title', updated: 'mailOutbox.title' },
});

/** The list of the mails that failed for good, as a shareable URL. */
export function failedMailsHref(): string {
  const filters: Criterion[] = [{ field: 'status', operator: '=', value: 'failed' }];
  return `${mailOutboxResource.basePath}?${new URLSearchParams({ filters: JSON.stringify(filters) }).toString()}`;
}
