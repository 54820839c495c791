import type { components } from '@cabinet/api-client/schema';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api';

export type ReplyTemplate = components['schemas']['ReplyTemplate'];
export type ReplyKind = ReplyTemplate['kind'];
export type ReplyLanguage = ReplyTemplate['language'];

/** GET /reply_template: every kind in every language, and the placeholders a template may name. */
export function replyTemplatesOptions() {
  return $api.queryOptions('get', '/reply_template');
}

/** PUT /reply_template/{kind}/{language}; the list is read again afterwards. */
export function useSaveReplyTemplate() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/reply_template/{kind}/{language}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyTemplatesOptions().queryKey }),
  });
}

/** DELETE /reply_template/{kind}/{language}: the default text applies again. */
export function useResetReplyTemplate() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/reply_template/{kind}/{language}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: replyTemplatesOptions().queryKey }),
  });
}
