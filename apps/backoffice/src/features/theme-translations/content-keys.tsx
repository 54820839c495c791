import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { textsOf } from './completeness';
import { KeyValueTable } from './key-value-table';
import { matchesSearch, useKeySearch } from './key-search';

/** A record's texts, read only, under the heading Content Keys, with a search over them. */
export function ContentKeys({ content }: { content: unknown }) {
  const { t } = useTranslation('backoffice');
  const { search, field } = useKeySearch();
  const rows = Object.entries(textsOf(content))
    .filter(([key, value]) => matchesSearch(search, key, value))
    .map(([key, value]) => ({ key, value }));
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h5">
        {t('themeTranslations.contentKeys')}
      </Typography>
      {field}
      <KeyValueTable rows={rows} label={t('themeTranslations.contentKeys')} />
    </Stack>
  );
}
