import { ResourceList } from '../../../components/resource/resource-list';
import { practitionersResource } from '../../../features/practitioners/resource';

/** Practitioners: the list. */
export function Component() {
  return <ResourceList resource={practitionersResource} />;
}
