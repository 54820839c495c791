import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { isAdmin } from '@cabinet/auth/roles';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxInput } from '../../components/resource/fields/checkbox-input';
import { ReferenceMultiSelect } from '../../components/resource/fields/reference-multi-select';
import { SelectInput } from '../../components/resource/fields/select-input';
import { TextInput } from '../../components/resource/fields/text-input';
import { AttachmentField } from '../../components/attachments/attachment-field';
import { ResourceForm } from '../../components/resource/resource-form';
import type { ModelRecord } from '../../lib/resource/model-paths';
import { useCurrentUser } from '../../lib/session';
import { CountryInput } from './country-input';
import { USER_TITLES, usersResource } from './resource';

type UserRecord = ModelRecord<'user'>;

const TEXT_FIELDS = [
  'username',
  'email',
  'title',
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'company_name',
  'website',
  'phone',
  'mobile',
  'street',
  'street2',
  'zip',
  'city',
  'state',
  'country',
] as const;

type UserFormValues = Record<(typeof TEXT_FIELDS)[number], string> & {
  internal: boolean;
  image_id: number | null;
  cv_attachment_id: number | null;
  roles: number[];
};

/** A simple email check; the API has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function valuesOf(user: UserRecord | undefined): UserFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, user?.[field] ?? '']));
  return {
    ...(texts as Record<(typeof TEXT_FIELDS)[number], string>),
    internal: user?.internal ?? false,
    image_id: user?.image_id ?? null,
    cv_attachment_id: user?.cv_attachment_id ?? null,
    roles: user?.roles.map((role) => role.id) ?? [],
  };
}

/** The body sent: empty optional texts as null; roles only when the form showed them (admins). */
function inputOf(values: UserFormValues, withRoles: boolean) {
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, values[field].trim() === '' ? null : values[field].trim()]),
  );
  return {
    ...texts,
    username: values.username.trim(),
    email: values.email.trim(),
    internal: values.internal,
    image_id: values.image_id,
    cv_attachment_id: values.cv_attachment_id,
    ...(withRoles ? { roles: values.roles.map((id) => ({ id })) } : {}),
  };
}

function TabPanel({ id, active, children }: { id: string; active: boolean; children: ReactNode }) {
  // Kept mounted while hidden, so the values of every tab stay in the form.
  return (
    <Box
      role="tabpanel"
      id={`${id}-panel`}
      aria-labelledby={`${id}-tab`}
      hidden={!active}
      sx={{ pt: 3 }}
    >
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

const Cell = ({ children, wide }: { children: ReactNode; wide?: boolean }) => (
  <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>{children}</Grid>
);

/**
 * Create and edit form of a user: identity, contact and address, and — for administrators only —
 * the Access tab with the user's roles.
 */
export function UserForm({ record }: { record?: UserRecord }) {
  const { t } = useTranslation('backoffice');
  const { user } = useCurrentUser();
  const admin = isAdmin(user);
  const [tab, setTab] = useState(0);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-${index}`;
  // Keyed by section, not by label: two labels may read the same (a site text left empty).
  const tabs = [
    { key: 'details', label: t('users.tab.details') },
    { key: 'address', label: t('users.tab.address') },
    ...(admin ? [{ key: 'access', label: t('users.tab.access') }] : []),
  ];
  return (
    <ResourceForm<'user', UserFormValues>
      resource={usersResource}
      recordId={record?.id}
      title={record ? usersResource.recordLabel(record) : t('users.create')}
      defaultValues={valuesOf(record)}
      toInput={(values) => inputOf(values, admin)}
    >
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        variant="scrollable"
        aria-label={t('users.tabs')}
      >
        {tabs.map(({ key, label }, index) => (
          <Tab
            key={key}
            label={label}
            id={`${tabId(index)}-tab`}
            aria-controls={`${tabId(index)}-panel`}
          />
        ))}
      </Tabs>
      <TabPanel id={tabId(0)} active={tab === 0}>
        <Cell>
          <TextInput
            name="username"
            label={t('users.field.username')}
            autoComplete="off"
            rules={{ required: t('users.required.username') }}
          />
        </Cell>
        <Cell>
          <TextInput
            name="email"
            type="email"
            label={t('users.field.email')}
            autoComplete="off"
            rules={{
              required: t('users.required.email'),
              pattern: { value: EMAIL, message: t('users.invalidEmail') },
            }}
          />
        </Cell>
        <Cell>
          <SelectInput
            name="title"
            label={t('users.field.title')}
            options={USER_TITLES.map((title) => ({
              value: title,
              label: t(`users.titleOption.${title}`),
            }))}
          />
        </Cell>
        <Cell>
          <TextInput name="name" label={t('users.field.name')} />
        </Cell>
        <Cell>
          <TextInput name="first_name" label={t('users.field.firstName')} />
        </Cell>
        <Cell>
          <TextInput name="middle_name" label={t('users.field.middleName')} />
        </Cell>
        <Cell>
          <TextInput name="last_name" label={t('users.field.lastName')} />
        </Cell>
        <Cell>
          <TextInput name="company_name" label={t('users.field.company')} />
        </Cell>
        <Cell>
          <AttachmentField
            name="image_id"
            label={t('users.field.picture')}
            kind="image"
            current={
              record?.image
                ? { name: record.image, label: t('attachments.currentFile'), image: true }
                : null
            }
            record={record ? { model: 'user', id: record.id } : undefined}
          />
        </Cell>
        <Cell>
          <AttachmentField
            name="cv_attachment_id"
            label={t('users.field.cv')}
            kind="document"
            current={
              record?.cv
                ? { name: record.cv, label: t('attachments.currentFile'), image: false }
                : null
            }
            record={record ? { model: 'user', id: record.id } : undefined}
          />
        </Cell>
        <Cell wide>
          <CheckboxInput name="internal" label={t('users.field.internal')} />
        </Cell>
      </TabPanel>
      <TabPanel id={tabId(1)} active={tab === 1}>
        <Cell>
          <TextInput name="phone" type="tel" label={t('users.field.phone')} />
        </Cell>
        <Cell>
          <TextInput name="mobile" type="tel" label={t('users.field.mobile')} />
        </Cell>
        <Cell wide>
          <TextInput name="website" type="url" label={t('users.field.website')} />
        </Cell>
        <Cell>
          <TextInput name="street" label={t('users.field.street')} />
        </Cell>
        <Cell>
          <TextInput name="street2" label={t('users.field.street2')} />
        </Cell>
        <Cell>
          <TextInput name="zip" label={t('users.field.zip')} />
        </Cell>
        <Cell>
          <TextInput name="city" label={t('users.field.city')} />
        </Cell>
        <Cell>
          <TextInput name="state" label={t('users.field.state')} />
        </Cell>
        <Cell>
          <CountryInput name="country" label={t('users.field.country')} />
        </Cell>
      </TabPanel>
      {admin ? (
        <TabPanel id={tabId(2)} active={tab === 2}>
          <Cell wide>
            <ReferenceMultiSelect
              name="roles"
              model="role"
              label={t('users.field.roles')}
              optionLabel={(role) => role.name ?? String(role.id)}
              helperText={t('users.rolesHelp')}
            />
          </Cell>
        </TabPanel>
      ) : null}
    </ResourceForm>
  );
}
