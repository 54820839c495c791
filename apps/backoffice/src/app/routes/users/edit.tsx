import { ResourceEditPage } from '../../../components/resource/resource-pages';
import { UserForm } from '../../../features/users/user-form';
import { usersResource } from '../../../features/users/resource';

/** Users: edit a record. */
export function Component() {
  return <ResourceEditPage resource={usersResource} form={UserForm} />;
}
