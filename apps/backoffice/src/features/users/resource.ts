import { ADMIN_ROLES } from '@cabinet/auth/roles';
import { defineResource } from '../../lib/resource/define-resource';

/** The titles a user may carry (the API refuses any other). */
export const USER_TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof'] as const;

const roleNames = (roles: readonly { name: string }[]) => roles.map((role) => role.name).join(', ');

/**
 * Staff accounts. Everyone signed in reaches the list (the API shows a non-admin their own account
 * only, which they may edit); creating, deleting and importing are for administrators.
 */
export const usersResource = defineResource({
  model: 'user',
  basePath: '/users',
  titleKey: 'users.title',
  createTitleKey: 'users.create',
  searchFields: ['name', 'first_name', 'last_name', 'email', 'username'],
  columns: [
    { field: 'id', labelKey: 'users.field.id', sortable: true },
    { field: 'username', labelKey: 'users.field.username', sortable: true },
    { field: 'name', labelKey: 'users.field.name', sortable: true },
    { field: 'email', labelKey: 'users.field.email', sortable: true },
    {
      field: 'first_name',
      labelKey: 'users.field.firstName',
      sortable: true,
      hiddenByDefault: true,
    },
    { field: 'last_name', labelKey: 'users.field.lastName', sortable: true, hiddenByDefault: true },
    { field: 'city', labelKey: 'users.field.city', sortable: true, hiddenByDefault: true },
    { field: 'roles', labelKey: 'users.field.roles', format: (user) => roleNames(user.roles) },
    { field: 'signed_up', labelKey: 'users.field.signedUp', sortable: true },
  ],
  detailFields: [
    { field: 'username', labelKey: 'users.field.username' },
    { field: 'email', labelKey: 'users.field.email' },
    { field: 'title', labelKey: 'users.field.title' },
    { field: 'name', labelKey: 'users.field.name' },
    { field: 'first_name', labelKey: 'users.field.firstName' },
    { field: 'middle_name', labelKey: 'users.field.middleName' },
    { field: 'last_name', labelKey: 'users.field.lastName' },
    { field: 'company_name', labelKey: 'users.field.company' },
    { field: 'phone', labelKey: 'users.field.phone' },
    { field: 'mobile', labelKey: 'users.field.mobile' },
    { field: 'website', labelKey: 'users.field.website' },
    { field: 'street', labelKey: 'users.field.street' },
    { field: 'street2', labelKey: 'users.field.street2' },
    { field: 'zip', labelKey: 'users.field.zip' },
    { field: 'city', labelKey: 'users.field.city' },
    { field: 'state', labelKey: 'users.field.state' },
    { field: 'country', labelKey: 'users.field.country' },
    { field: 'image', labelKey: 'users.field.picture' },
    { field: 'cv', labelKey: 'users.field.cv' },
    {
      field: 'organization',
      labelKey: 'users.field.organization',
      format: (user) => user.organization.name,
    },
    {
      field: 'roles',
      labelKey: 'users.field.roles',
      format: (user) => roleNames(user.roles) || '—',
    },
    { field: 'internal', labelKey: 'users.field.internal' },
    { field: 'signed_up', labelKey: 'users.field.signedUp' },
  ],
  filterFields: [
    { field: 'username', labelKey: 'users.field.username', kind: 'text' },
    { field: 'email', labelKey: 'users.field.email', kind: 'text' },
    { field: 'name', labelKey: 'users.field.name', kind: 'text' },
    { field: 'city', labelKey: 'users.field.city', kind: 'text' },
    { field: 'country', labelKey: 'users.field.country', kind: 'text' },
    { field: 'signed_up', labelKey: 'users.field.signedUp', kind: 'boolean' },
    { field: 'internal', labelKey: 'users.field.internal', kind: 'boolean' },
    { field: 'id', labelKey: 'users.field.id', kind: 'number' },
  ],
  recordLabel: (user) => user.name || user.username,
  access: { create: ADMIN_ROLES, delete: ADMIN_ROLES, import: ADMIN_ROLES },
  messages: { created: 'users.created', updated: 'users.updated' },
});
