import { ResourceCreatePage } from '../../../components/resource/resource-pages';
import { RoleForm } from '../../../features/roles/role-form';
import { rolesResource } from '../../../features/roles/resource';

/** Roles: a new record. */
export function Component() {
  return <ResourceCreatePage resource={rolesResource} form={RoleForm} />;
}
