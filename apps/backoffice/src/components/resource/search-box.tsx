import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Milliseconds of quiet typing before a search runs: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's search box: shows what is typed at once, searches once typing pauses. */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A search set from elsewhere (Back, a shared link) shows in the box.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      label={t('resource.list.search')}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { xs: '100%', sm: 260 } }}
    />
  );
}
