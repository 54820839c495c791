import type { components } from '@cabinet/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../lib/api';
import { recordQueryOptions } from '../../lib/resource/queries';
import { modelPaths } from '../../lib/resource/model-paths';

export type AppointmentOffer = components['schemas']['AppointmentOffer'];
export type Appointment = components['schemas']['Appointment'];
export type VisitorLanguage = AppointmentOffer['language'];

/** The times offered for a request and the appointments booked from them. */
export function requestAppointmentsOptions(id: number) {
  return $api.queryOptions('get', '/contact_request/{id}/appointments', {
    params: { path: { id } },
  });
}

type QueryClient = ReturnType<typeof useQueryClient>;
type RequestStatus = components['schemas']['ContactRequest']['status'];

/**
 * After an offer or a cancellation: the request shows its new status without being read again
 * (each GET is an audited opening), and the practitioner's free times and the inbox are read again.
 */
async function afterAppointmentChange(queryClient: QueryClient, id: number, status: RequestStatus) {
  queryClient.setQueryData(recordQueryOptions('contact_request', id).queryKey, (request) =>
    request ? { ...request, status } : request,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['get', '/practitioner/{id}/free-times'] }),
    queryClient.invalidateQueries({ queryKey: ['post', modelPaths('contact_request').search] }),
  ]);
}

/** Sends an offer; the offers and the request's mails (the offer is one) are read again. */
export function useOfferTimes(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { times: string[]; language: VisitorLanguage }) => {
      const { data } = await apiClient.POST('/contact_request/{id}/appointment-offer', {
        params: { path: { id } },
        body,
      });
      return data!;
    },
    onSuccess: async () => {
      await Promise.all([
        afterAppointmentChange(queryClient, id, 'times_offered'),
        queryClient.invalidateQueries({ queryKey: requestAppointmentsOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['get', '/contact_request/{id}/mails'] }),
      ]);
    },
  });
}

/**
 * Cancels the request's booked appointment; the API answers the offers and appointments as they
 * now stand, and the request is back in progress.
 */
export function useCancelAppointment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await apiClient.POST('/contact_request/{id}/appointment/cancel', {
        params: { path: { id } },
      });
      return data!;
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(requestAppointmentsOptions(id).queryKey, answer);
      await afterAppointmentChange(queryClient, id, 'in_progress');
    },
  });
}

/** A practitioner's free appointment times between two local dates (both included). */
export function freeTimesOptions(id: number, from: string, to: string) {
  return $api.queryOptions('get', '/practitioner/{id}/free-times', {
    params: { path: { id }, query: { from, to } },
  });
}
