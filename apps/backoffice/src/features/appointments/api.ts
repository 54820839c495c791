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

/**
 * Sends an offer. The request's status becomes "times offered" on screen without reading the
 * request again (each GET is an audited opening); the offers, the free times and the request's
 * mails (the offer is one) are read again.
 */
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
      queryClient.setQueryData(recordQueryOptions('contact_request', id).queryKey, (request) =>
        request ? { ...request, status: 'times_offered' as const } : request,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: requestAppointmentsOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['get', '/practitioner/{id}/free-times'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/contact_request/{id}/mails'] }),
        queryClient.invalidateQueries({ queryKey: ['post', modelPaths('contact_request').search] }),
      ]);
    },
  });
}

/** A practitioner's free appointment times between two local dates (both included). */
export function freeTimesOptions(id: number, from: string, to: string) {
  return $api.queryOptions('get', '/practitioner/{id}/free-times', {
    params: { path: { id }, query: { from, to } },
  });
}
