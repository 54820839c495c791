import { ADMIN_ROLES } from '@cabinet/auth/roles';
import { defineResource } from '../../lib/resource/define-resource';

/** The permissions as staff edit them: JSON text, one permission string per entry. */
export const permissionsText = (permissions: unknown) => JSON.stringify(permissions ?? [], null, 2);

/**
 * Roles: what each grants (permissions as JSON) and which other roles it includes. Only
 * administrators create, change or delete them. Technical roles are hidden unless asked for.
 */
export const rolesResource = defineResource({
  model: 'role',
  basePath: '/roles',
  titleKey: 'roles.title',
  createTitleKey: 'roles.create',
  searchFields: ['name'],
  columns: [
    { field: 'id', labelKey: 'roles.field.id', sortable: true },
    { field: 'name', labelKey: 'roles.field.name', sortable: true },
    { field: 'description', labelKey: 'roles.field.description', sortable: true },
    {
      field: 'is_technical',
      labelKey: 'roles.field.technical',
      sortable: true,
      hiddenByDefault: true,
    },
    { field: 'system', labelKey: 'roles.field.system', sortable: true },
  ],
  detailFields: [
    { field: 'name', labelKey: 'roles.field.name' },
    { field: 'description', labelKey: 'roles.field.description' },
    {
      field: 'permissions',
      labelKey: 'roles.field.permissions',
      format: (role) => permissionsText(role.permissions),
    },
    {
      field: 'implied_roles',
      labelKey: 'roles.field.impliedRoles',
      format: (role) => role.implied_roles.map((implied) => implied.name).join(', ') || '—',
    },
    { field: 'is_technical', labelKey: 'roles.field.technical' },
    { field: 'system', labelKey: 'roles.field.system' },
  ],
  filterFields: [
    { field: 'name', labelKey: 'roles.field.name', kind: 'text' },
    { field: 'description', labelKey: 'roles.field.description', kind: 'text' },
    { field: 'system', labelKey: 'roles.field.system', kind: 'boolean' },
    { field: 'id', labelKey: 'roles.field.id', kind: 'number' },
  ],
  toggles: [
    {
      param: 'technical',
      labelKey: 'roles.showTechnical',
      criteria: (on) => (on ? [] : [{ field: 'is_technical', operator: '=', value: false }]),
    },
  ],
  recordLabel: (role) => role.name,
  access: { create: ADMIN_ROLES, edit: ADMIN_ROLES, delete: ADMIN_ROLES, import: ADMIN_ROLES },
  messages: { created: 'roles.created', updated: 'roles.updated' },
});
