import type { ModelRecord } from '../../lib/resource/model-paths';
import { ResourceForm } from '../../components/resource/resource-form';
import { RecordState } from '../../components/resource/record-state';
import { textsOf } from './completeness';
import {
  ContentEditor,
  entriesToTexts,
  parseTexts,
  type ContentFormValues,
} from './content-editor';
import { useThemeTranslationsResource } from './resource';

/**
 * The edit form of a theme translation (there is no create: the seed makes one per locale and
 * namespace). Saving sends the texts and goes back one step.
 */
export function ThemeTranslationForm({ record }: { record?: ModelRecord<'site_content'> }) {
  const { resource, context } = useThemeTranslationsResource();
  if (!record || !resource) return <RecordState error={context.error} />;
  return (
    <ResourceForm<'site_content', ContentFormValues>
      resource={resource}
      recordId={record.id}
      title={resource.recordLabel(record)}
      afterSave="back"
      defaultValues={{
        entries: Object.entries(textsOf(record.content)).map(([key, value]) => ({ key, value })),
        raw: null,
      }}
      toInput={(values) => ({
        // Raw mode's text was validated as a JSON object of texts before the form submits.
        content:
          (values.raw !== null ? parseTexts(values.raw) : null) ?? entriesToTexts(values.entries),
      })}
    >
      <ContentEditor />
    </ResourceForm>
  );
}
