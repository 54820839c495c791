import type { TFunction } from 'i18next';
import type { Notification } from './api/notifications';

/** The request a notice links to, `/contact-requests/12`: its number. */
const REQUEST_LINK = /^\/contact-requests\/(\d+)$/;

/**
 * What a notification says, in the reader's language when the server named its kind (a new
 * request, a booked, declined or cancelled first appointment); a message of the server's that
 * this back-office does not know yet, or one that is only a title, is shown as it was written.
 */
export function noticeText(
  notification: Pick<Notification, 'kind' | 'title' | 'content' | 'link'>,
  t: TFunction<'backoffice'>,
): { title: string; content: string | null } {
  const { kind, title, content, link } = notification;
  if (!kind) return { title, content };
  const request = REQUEST_LINK.exec(link ?? '')?.[1];
  return {
    title: t(`notifications.notice.${kind}`, { defaultValue: title }),
    content: request ? t('notifications.notice.request', { number: request }) : content,
  };
}
