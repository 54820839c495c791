import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField } from '../../components/attachments/attachment-field';
import { CheckboxInput } from '../../components/resource/fields/checkbox-input';
import { MultiSelectInput } from '../../components/resource/fields/multi-select-input';
import { TextInput } from '../../components/resource/fields/text-input';
import { ResourceForm } from '../../components/resource/resource-form';
import type { ModelRecord } from '../../lib/resource/model-paths';
import { LinkedUserInput } from './linked-user-input';
import { languageOptions, registrationOptions, serviceOptions } from './options';
import { practitionersResource } from './resource';

type PractitionerRecord = ModelRecord<'practitioner'>;

const LANGUAGES = ['fr', 'en', 'de'] as const;
const TEXTS = LANGUAGES.flatMap((code) => [`titles_${code}`, `bio_${code}`] as const);
type TextField = (typeof TEXTS)[number];

type PractitionerFormValues = Record<TextField | 'display_name' | 'gln', string> & {
  languages: string[];
  specialities: PractitionerRecord['specialities'];
  registrations: PractitionerRecord['registrations'];
  photo_id: number | null;
  user_id: number | null;
  visible: boolean;
  position: string;
};

function valuesOf(record: PractitionerRecord | undefined): PractitionerFormValues {
  const texts = Object.fromEntries(TEXTS.map((field) => [field, record?.[field] ?? '']));
  return {
    ...(texts as Record<TextField, string>),
    display_name: record?.display_name ?? '',
    gln: record?.gln ?? '',
    languages: record?.languages ?? [],
    specialities: record?.specialities ?? [],
    registrations: record?.registrations ?? [],
    photo_id: record?.photo_id ?? null,
    user_id: record?.user_id ?? null,
    visible: record?.visible ?? false,
    position: String(record?.position ?? 0),
  };
}

/** The body sent: empty texts as null, the order as a number. */
function inputOf(values: PractitionerFormValues) {
  const texts = Object.fromEntries(
    TEXTS.map((field) => [field, values[field].trim() === '' ? null : values[field].trim()]),
  );
  return {
    ...texts,
    display_name: values.display_name.trim(),
    gln: values.gln.trim() === '' ? null : values.gln.trim(),
    languages: values.languages,
    specialities: values.specialities,
    registrations: values.registrations,
    photo_id: values.photo_id,
    user_id: values.user_id,
    visible: values.visible,
    position: Number(values.position),
  };
}

const Cell = ({ children, wide }: { children: ReactNode; wide?: boolean }) => (
  <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>{children}</Grid>
);

/**
 * Create and edit form of a practitioner: who they are for visitors (name, photo, languages,
 * services, registrations), their title lines and biography in each of the site's languages, and
 * whether and where the team page shows them.
 */
export function PractitionerForm({ record }: { record?: PractitionerRecord }) {
  const { t, i18n } = useTranslation('backoffice');
  return (
    <ResourceForm<'practitioner', PractitionerFormValues>
      resource={practitionersResource}
      recordId={record?.id}
      title={record ? record.display_name : t('practitioners.create')}
      defaultValues={valuesOf(record)}
      toInput={inputOf}
    >
      <Grid container spacing={2}>
        <Cell>
          <TextInput
            name="display_name"
            label={t('practitioners.field.displayName')}
            rules={{ required: t('practitioners.required.displayName') }}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        </Cell>
        <Cell>
          <LinkedUserInput
            name="user_id"
            label={t('practitioners.field.user')}
            helperText={t('practitioners.userHelp')}
          />
        </Cell>
        <Cell wide>
          <AttachmentField
            name="photo_id"
            label={t('practitioners.field.photo')}
            kind="image"
            current={
              record?.photo
                ? { name: record.photo, label: t('attachments.currentFile'), image: true }
                : null
            }
            record={record ? { model: 'practitioner', id: record.id } : undefined}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('practitioners.photoHelp')}
          </Typography>
        </Cell>
        <Cell>
          <MultiSelectInput
            name="languages"
            label={t('practitioners.field.languages')}
            options={languageOptions(i18n.language, record?.languages)}
          />
        </Cell>
        <Cell>
          <MultiSelectInput
            name="specialities"
            label={t('practitioners.field.specialities')}
            options={serviceOptions(t)}
          />
        </Cell>
        <Cell>
          <MultiSelectInput
            name="registrations"
            label={t('practitioners.field.registrations')}
            options={registrationOptions(t)}
          />
        </Cell>
        <Cell>
          <TextInput
            name="gln"
            label={t('practitioners.field.gln')}
            helperText={t('practitioners.glnHelp')}
            rules={{ pattern: { value: /^\d{13}$/, message: t('practitioners.invalidGln') } }}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Cell>
        {LANGUAGES.map((code) => (
          <Grid key={code} size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t(`practitioners.language.${code}`)}
              </Typography>
              <TextInput
                name={`titles_${code}`}
                label={t('practitioners.field.titles')}
                helperText={t('practitioners.titlesHelp')}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 600, lang: code } }}
              />
              <TextInput
                name={`bio_${code}`}
                label={t('practitioners.field.bio')}
                multiline
                minRows={4}
                slotProps={{ htmlInput: { maxLength: 4000, lang: code } }}
              />
            </Stack>
          </Grid>
        ))}
        <Cell>
          <CheckboxInput name="visible" label={t('practitioners.field.visibleOnSite')} />
        </Cell>
        <Cell>
          <TextInput
            name="position"
            type="number"
            label={t('practitioners.field.position')}
            helperText={t('practitioners.positionHelp')}
            rules={{ required: t('practitioners.required.position') }}
          />
        </Cell>
      </Grid>
    </ResourceForm>
  );
}
