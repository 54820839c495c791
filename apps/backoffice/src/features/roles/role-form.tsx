import { isAdmin } from '@cabinet/auth/roles';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CheckboxInput } from '../../components/resource/fields/checkbox-input';
import { ReferenceMultiSelect } from '../../components/resource/fields/reference-multi-select';
import { TextInput } from '../../components/resource/fields/text-input';
import { ResourceForm } from '../../components/resource/resource-form';
import type { ModelRecord } from '../../lib/resource/model-paths';
import { useCurrentUser } from '../../lib/session';
import { permissionsText, rolesResource } from './resource';
import type { RoleFormValues } from './role-form-values';
import { RolePermissionMatrix } from './role-permission-matrix';
import { useSelfRemovalCheck } from './use-self-removal-check';

type RoleRecord = ModelRecord<'role'>;

/** Whether the text parses as JSON. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Create and edit form of a role: its permissions as JSON and as a matrix, kept in sync. Saving a
 * change that takes rights from the person saving asks first. Only administrators see the
 * technical flag: the API refuses anyone else's change to it, so others never meet a control that
 * cannot work.
 */
export function RoleForm({ record }: { record?: RoleRecord }) {
  const { t } = useTranslation('backoffice');
  const { user } = useCurrentUser();
  const administrator = isAdmin(user);
  const selfRemoval = useSelfRemovalCheck(record?.id);
  return (
    <>
      <ResourceForm<'role', RoleFormValues>
        resource={rolesResource}
        recordId={record?.id}
        title={record ? record.name : t('roles.create')}
        defaultValues={{
          name: record?.name ?? '',
          description: record?.description ?? '',
          permissions: record ? permissionsText(record.permissions) : '[]',
          implied_roles: (record?.implied_roles ?? []).map((role) => role.id),
          is_technical: record?.is_technical ?? false,
        }}
        toInput={(values, changed) => ({
          name: values.name.trim(),
          description: values.description.trim() === '' ? null : values.description,
          permissions: values.permissions,
          implied_roles: values.implied_roles.map((id) => ({ id })),
          ...(changed.has('is_technical') ? { is_technical: values.is_technical } : {}),
        })}
        confirmSave={selfRemoval.confirmSave}
      >
        <Stack spacing={2}>
          <TextInput
            name="name"
            label={t('roles.field.name')}
            rules={{ required: t('roles.required.name') }}
          />
          <TextInput
            name="description"
            label={t('roles.field.description')}
            multiline
            minRows={2}
          />
          <TextInput
            name="permissions"
            label={t('roles.field.permissions')}
            multiline
            minRows={4}
            helperText={t('roles.permissionsHelp')}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            rules={{
              required: t('roles.required.permissions'),
              validate: (text: unknown) =>
                (typeof text === 'string' && isJson(text)) || t('resource.invalidJson'),
            }}
          />
          <ReferenceMultiSelect
            name="implied_roles"
            model="role"
            label={t('roles.field.impliedRoles')}
            optionLabel={(role) => role.name ?? String(role.id)}
            exclude={record ? [record.id] : []}
            helperText={t('roles.impliedRolesHelp')}
          />
          {administrator ? (
            <CheckboxInput name="is_technical" label={t('roles.field.technical')} />
          ) : null}
          <RolePermissionMatrix roleId={record?.id ?? null} />
        </Stack>
      </ResourceForm>
      {selfRemoval.dialog}
    </>
  );
}
