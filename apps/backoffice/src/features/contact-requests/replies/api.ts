import type { components, paths } from '@cabinet/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api';
import { modelPaths } from '../../../lib/resource/model-paths';
import { recordQueryOptions } from '../../../lib/resource/queries';
import type { ContactRequest } from '../api';

export type ContactRequestMail = components['schemas']['ContactRequestMail'];
export type ReplyKind = ContactRequestMail['kind'];
export type ReplyLanguage = ContactRequestMail['language'];
export type Reply =
  paths['/contact_request/{id}/replies']['post']['requestBody']['content']['application/json'];

export const REPLY_KINDS: readonly ReplyKind[] = [
  'first_appointment',
  'waiting_list',
  'referral',
  'more_information',
];
export const REPLY_LANGUAGES: readonly ReplyLanguage[] = ['fr', 'en', 'de'];

/** A reply filled from the practice's template; without a language, in the visitor's. */
export function replyDraftOptions(id: number, kind: ReplyKind, language?: ReplyLanguage) {
  return $api.queryOptions('get', '/contact_request/{id}/reply-draft', {
    params: { path: { id }, query: language ? { kind, language } : { kind } },
  });
}

/** The mails sent to the visitor about a request, oldest first. */
export function requestMailsOptions(id: number) {
  return $api.queryOptions('get', '/contact_request/{id}/mails', { params: { path: { id } } });
}

/**
 * Sends a reply. The history is read again, and the request's new status (a new request is in
 * progress once answered) replaces the shown one without opening the request again (an opening is
 * audited); the lists are read again.
 */
export function useSendReply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reply: Reply) => {
      const { data } = await apiClient.POST('/contact_request/{id}/replies', {
        params: { path: { id } },
        body: reply,
      });
      return data!;
    },
    onSuccess: async ({ status }) => {
      queryClient.setQueryData<ContactRequest>(
        recordQueryOptions('contact_request', id).queryKey,
        (shown) => (shown ? { ...shown, status } : shown),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: requestMailsOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['post', modelPaths('contact_request').search] }),
      ]);
    },
  });
}
