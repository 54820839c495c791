import { ResourceShow } from '../../../components/resource/resource-show';
import { usersResource } from '../../../features/users/resource';

/** Users: one record. */
export function Component() {
  return <ResourceShow resource={usersResource} />;
}
