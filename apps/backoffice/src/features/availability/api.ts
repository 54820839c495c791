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
