import type { components } from '@cabinet/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../lib/api';
import { saveBlob } from '../../lib/resource/file-transfer';
import { modelPaths, type UpdateInput } from '../../lib/resource/model-paths';
import { recordQueryOptions } from '../../lib/resource/queries';

export type ContactRequest = components['schemas']['ContactRequest'];
export type ContactRequestRead = components['schemas']['ContactRequestRead'];

/** Who opened a request and when (`GET /contact_request/{id}/reads`), oldest first. */
export function readHistoryOptions(id: number) {
  return $api.queryOptions('get', '/contact_request/{id}/reads', { params: { path: { id } } });
}

export type ContactRequestNote = components['schemas']['ContactRequestNote'];
/** What staff change on a request: its status, its practitioner, or both. */
export type FollowUpChange = Pick<
  NonNullable<UpdateInput<'contact_request'>>,
  'status' | 'practitioner_id'
>;

/**
 * Changes a request's status or practitioner. The answer replaces the request on screen and the
 * lists (and the count of new requests) are read again; the request itself is not fetched again,
 * as each GET is an opening written to the audit trail and saving a change is not one.
 */
export function useFollowUp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: FollowUpChange) => {
      const { data } = await apiClient.PUT('/contact_request/{id}', {
        params: { path: { id } },
        body: change,
      });
      return data!;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(recordQueryOptions('contact_request', id).queryKey, saved);
      await queryClient.invalidateQueries({
        queryKey: ['post', modelPaths('contact_request').search],
      });
    },
  });
}

/** A request's internal notes, oldest first. */
export function notesOptions(id: number) {
  return $api.queryOptions('get', '/contact_request/{id}/notes', { params: { path: { id } } });
}

/** Adds an internal note; the notes are read again. */
export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const { data } = await apiClient.POST('/contact_request/{id}/notes', {
        params: { path: { id } },
        body: { body },
      });
      return data!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesOptions(id).queryKey }),
  });
}

export type PersonExportFormat = 'json' | 'csv';

/** Downloads one person's requests (nLPD copy) as `contact-requests-{email}.{format}`. */
export async function exportPersonRequests(
  email: string,
  format: PersonExportFormat,
): Promise<void> {
  const { data } = await apiClient.POST('/contact_request/person/export', {
    body: { email, format },
    parseAs: 'blob',
  });
  saveBlob(data as unknown as Blob, `contact-requests-${email}.${format}`);
}

/** Erases every request of one person; answers how many went. The lists are read again. */
export function useErasePersonRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const { data } = await apiClient.POST('/contact_request/person/erase', { body: { email } });
      return data!.erased;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['post', modelPaths('contact_request').search] }),
  });
}
