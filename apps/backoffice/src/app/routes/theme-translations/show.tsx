import { RecordState } from '../../../components/resource/record-state';
import { ResourceShow } from '../../../components/resource/resource-show';
import { missingKeys } from '../../../features/theme-translations/completeness';
import { ContentKeys } from '../../../features/theme-translations/content-keys';
import { MissingKeys } from '../../../features/theme-translations/missing-keys';
import { useThemeTranslationsResource } from '../../../features/theme-translations/resource';

/** Theme translations: one record, its texts read only and what it lacks against French. */
export function Component() {
  const { resource, context } = useThemeTranslationsResource();
  if (!resource) return <RecordState error={context.error} />;
  return (
    <ResourceShow resource={resource}>
      {(record) => (
        <>
          <MissingKeys keys={missingKeys(record.content, context.frenchTexts(record.name))} />
          <ContentKeys content={record.content} />
        </>
      )}
    </ResourceShow>
  );
}
