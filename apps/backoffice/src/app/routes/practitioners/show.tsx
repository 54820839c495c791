import { ResourceShow } from '../../../components/resource/resource-show';
import { AvailabilityEditor } from '../../../features/availability/availability-editor';
import { practitionersResource } from '../../../features/practitioners/resource';

/** Practitioners: one record, and their availability for first appointments. */
export function Component() {
  return (
    <ResourceShow resource={practitionersResource}>
      {(practitioner) => <AvailabilityEditor practitionerId={practitioner.id} />}
    </ResourceShow>
  );
}
