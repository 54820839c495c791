import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether a key or its text contains the search (case-insensitive); everything when empty. */
export function matchesSearch(search: string, key: string, value: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return (
    needle === '' ||
    key.toLocaleLowerCase().includes(needle) ||
    value.toLocaleLowerCase().includes(needle)
  );
}

/** The search over keys and texts: its field and the (deferred) value to filter with. */
export function useKeySearch() {
  const { t } = useTranslation('backoffice');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const field = (
    <TextField
      type="search"
      size="small"
      label={t('themeTranslations.search')}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      sx={{ maxWidth: 360 }}
      fullWidth
    />
  );
  return { search: deferred, field };
}
