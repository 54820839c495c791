import { ResourceShow } from '../../../components/resource/resource-show';
import Stack from '@mui/material/Stack';
import { AvailabilityEditor } from '../../../features/availability/availability-editor';
import { CalendarFeedControl } from '../../../features/availability/calendar-feed-control';
import { practitionersResource } from '../../../features/practitioners/resource';

/** Practitioners: one record, their availability for first appointments and calendar feed. */
export function Component() {
  return (
    <ResourceShow resource={practitionersResource}>
      {(practitioner) => (
        <Stack spacing={2}>
          <AvailabilityEditor practitionerId={practitioner.id} />
          <CalendarFeedControl practitionerId={practitioner.id} />
        </Stack>
      )}
    </ResourceShow>
  );
}
