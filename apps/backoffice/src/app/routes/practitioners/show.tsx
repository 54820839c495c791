import { ResourceShow } from '../../../components/resource/resource-show';
import { practitionersResource } from '../../../features/practitioners/resource';

/** Practitioners: one record. */
export function Component() {
  return <ResourceShow resource={practitionersResource} />;
}
