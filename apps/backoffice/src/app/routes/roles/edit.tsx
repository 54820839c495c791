import { ResourceEditPage } from '../../../components/resource/resource-pages';
import { RoleForm } from '../../../features/roles/role-form';
import { rolesResource } from '../../../features/roles/resource';

/** Roles: edit a record. */
export function Component() {
  return <ResourceEditPage resource={rolesResource} form={RoleForm} />;
}
