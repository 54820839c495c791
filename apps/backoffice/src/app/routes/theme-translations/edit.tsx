import { ResourceEditPage } from '../../../components/resource/resource-pages';
import { RecordState } from '../../../components/resource/record-state';
import { useThemeTranslationsResource } from '../../../features/theme-translations/resource';
import { ThemeTranslationForm } from '../../../features/theme-translations/theme-translation-form';

/** Theme translations: edit a record's texts. */
export function Component() {
  const { resource, context } = useThemeTranslationsResource();
  if (!resource) return <RecordState error={context.error} />;
  return <ResourceEditPage resource={resource} form={ThemeTranslationForm} />;
}
