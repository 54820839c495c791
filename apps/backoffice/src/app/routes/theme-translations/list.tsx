import { RecordState } from '../../../components/resource/record-state';
import { ResourceList } from '../../../components/resource/resource-list';
import { useThemeTranslationsResource } from '../../../features/theme-translations/resource';

/** Theme translations: the list, one row per locale and namespace with how complete it is. */
export function Component() {
  const { resource, context } = useThemeTranslationsResource();
  return resource ? <ResourceList resource={resource} /> : <RecordState error={context.error} />;
}
