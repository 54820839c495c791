import { ResourceList } from '../../../components/resource/resource-list';
import { usersResource } from '../../../features/users/resource';

/** Users: the list. */
export function Component() {
  return <ResourceList resource={usersResource} />;
}
