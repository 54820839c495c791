import { ResourceList } from '../../../components/resource/resource-list';
import { rolesResource } from '../../../features/roles/resource';

/** Roles: the list. */
export function Component() {
  return <ResourceList resource={rolesResource} />;
}
