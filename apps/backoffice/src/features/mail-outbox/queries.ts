import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../lib/api';
import { invalidateModel } from '../../lib/resource/mutations';

/** How many of the organization's mails failed for good (one row asked for, the total read). */
export function useFailedMailCount() {
  return useQuery({
    ...$api.queryOptions('post', '/mail_outbox/search', {
      params: { query: { skip: 0, limit: 1 } },
      body: { search: { AND: [{ field: 'status', operator: '=', value: 'failed' }] } },
    }),
    select: (answer) => answer.total,
  });
}

/** "Send again": the failed mail goes back to the outbox; lists and the count refresh. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await apiClient.POST('/mail_outbox/{id}/resend', {
        params: { path: { id } },
      });
      return data!;
    },
    onSuccess: () => invalidateModel(queryClient, 'mail_outbox'),
  });
}
