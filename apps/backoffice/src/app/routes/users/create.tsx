import { ResourceCreatePage } from '../../../components/resource/resource-pages';
import { UserForm } from '../../../features/users/user-form';
import { usersResource } from '../../../features/users/resource';

/** Users: a new record. */
export function Component() {
  return <ResourceCreatePage resource={usersResource} form={UserForm} />;
}
