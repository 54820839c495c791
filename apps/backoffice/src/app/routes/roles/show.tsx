import { ResourceShow } from '../../../components/resource/resource-show';
import { rolesResource } from '../../../features/roles/resource';

/** Roles: one record. */
export function Component() {
  return <ResourceShow resource={rolesResource} />;
}
