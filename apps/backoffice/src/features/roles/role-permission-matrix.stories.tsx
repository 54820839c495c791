import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userEvent } from 'storybook/test';
import { TextInput } from '../../components/resource/fields/text-input';
import { practiceRoles, roleApi } from '../../testing/role-handlers';
import { backofficeProviders } from '../../testing/story-providers';
import { permissionsText } from './resource';
import type { RoleFormValues } from './role-form-values';
import { RolePermissionMatrix } from './role-permission-matrix';

interface MatrixStoryProps {
  permissions: string[];
  impliedRoles: number[];
}

/** The role form's JSON and its matrix, as the role's edit screen shows them, in one form. */
function JsonAndMatrix({ permissions, impliedRoles }: MatrixStoryProps) {
  const { t } = useTranslation('backoffice');
  const form = useForm<RoleFormValues>({
    defaultValues: {
      name: 'Reception',
      description: '',
      permissions: permissionsText(permissions),
      implied_roles: impliedRoles,
      is_technical: false,
    },
  });
  return (
    <FormProvider {...form}>
      <Stack spacing={2}>
        <TextInput name="permissions" label={t('roles.field.permissions')} multiline minRows={4} />
        <RolePermissionMatrix roleId={7} />
      </Stack>
    </FormProvider>
  );
}

const meta = {
  title: 'Roles/Permission matrix',
  component: JsonAndMatrix,
  decorators: [backofficeProviders],
  parameters: { msw: { handlers: roleApi(practiceRoles()).handlers } },
  args: {
    permissions: ['contact_request:read:own', 'contact_request:write:own'],
    impliedRoles: [],
  },
} satisfies Meta<typeof JsonAndMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A role of the practice's own: its cells, in sync with the JSON above. */
export const Default: Story = {};

/** Including the User role (which includes Public): their rights show as notes naming the role. */
export const WithIncludedRoles: Story = { args: { impliedRoles: [3] } };

/** Wildcard entries: the "every" row and column, and notes where a wider entry covers a cell. */
export const Wildcards: Story = {
  args: { permissions: ['*:read:org', 'user:*:own', 'contact_request:read:*'] },
};

/** The JSON was edited into something that is not JSON: the matrix says so and is locked. */
export const OutOfSync: Story = {
  play: async ({ canvasElement }) => {
    const json = canvasElement.querySelector<HTMLTextAreaElement>('textarea[name="permissions"]')!;
    await userEvent.clear(json);
    await userEvent.type(json, 'contact_request');
  },
};
