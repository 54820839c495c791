import type { components } from '@cabinet/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../lib/api';

export type Availability = components['schemas']['Availability'];
export type WeeklyHours = Availability['weekly'][number];
export type AvailabilityException = Availability['exceptions'][number];

/** A practitioner's usual week and its exceptions. */
export function availabilityOptions(id: number) {
  return $api.queryOptions('get', '/practitioner/{id}/availability', {
    params: { path: { id } },
  });
}

/** Replaces a practitioner's availability; the answer is what is stored, shown at once. */
export function useSaveAvailability(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (availability: Availability) => {
      const { data } = await apiClient.PUT('/practitioner/{id}/availability', {
        params: { path: { id } },
        body: availability,
      });
      return data!;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(availabilityOptions(id).queryKey, saved);
      // Free times follow from the availability.
      void queryClient.invalidateQueries({ queryKey: ['get', '/practitioner/{id}/free-times'] });
    },
  });
}

/** Whether the practitioner has a calendar feed, and since when. */
export function calendarFeedOptions(id: number) {
  return $api.queryOptions('get', '/practitioner/{id}/calendar-feed', {
    params: { path: { id } },
  });
}

/** Makes a new feed address (answered once with its token) or revokes the feed. */
export function useCalendarFeed(id: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: calendarFeedOptions(id).queryKey });
  const create = useMutation({
    mutationFn: async () => {
      const { data } = await apiClient.POST('/practitioner/{id}/calendar-feed', {
        params: { path: { id } },
      });
      return data!;
    },
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: async () => {
      const { data } = await apiClient.DELETE('/practitioner/{id}/calendar-feed', {
        params: { path: { id } },
      });
      return data!;
    },
    onSuccess: refresh,
  });
  return { create, revoke };
}
