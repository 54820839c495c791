import { isAdmin } from '@cabinet/auth/roles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextInput } from '../../components/resource/fields/text-input';
import { useCurrentUser } from '../../lib/session';
import { KeyValueTable } from './key-value-table';
import { matchesSearch, useKeySearch } from './key-search';

export interface ContentFormValues {
  /** The texts as rows (keys hold dots, which react-hook-form would read as nested paths). */
  entries: { key: string; value: string }[];
  /** The texts as JSON while raw editing is on; null otherwise. */
  raw: string | null;
}

/** The texts of a JSON object text, or null when it is not valid JSON or not an object of texts. */
export function parseTexts(text: string): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, value]) => typeof value === 'string')
      ? Object.fromEntries(entries)
      : null;
  } catch {
    return null;
  }
}

export const entriesToTexts = (entries: ContentFormValues['entries']) =>
  Object.fromEntries(entries.map(({ key, value }) => [key, value]));

/** Lines of a text's box: its own lines, long lines wrapped at about 70 characters, 1 to 8. */
function rowsFor(text: string): number {
  const lines = text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 70)), 0);
  return Math.min(8, Math.max(1, lines));
}

/** Raw editing is offered to administrators who open the form with `?dev=1` or `?dev=true`. */
function useMayEditRaw(): boolean {
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  return ['1', 'true'].includes(params.get('dev') ?? '') && isAdmin(user);
}

/**
 * The texts of a theme translation: a searchable Key/Value table with a multi-line box per text,
 * or, in raw mode, the whole content as one JSON object.
 */
export function ContentEditor() {
  const { t } = useTranslation('backoffice');
  const { control, getValues, register, setValue, setError } = useFormContext<ContentFormValues>();
  const { fields, replace } = useFieldArray({ control, name: 'entries' });
  const raw = useWatch({ control, name: 'raw' });
  const mayEditRaw = useMayEditRaw();
  const { search, field: searchField } = useKeySearch();

  const toggleRaw = () => {
    if (raw === null) {
      const json = JSON.stringify(entriesToTexts(getValues('entries')), null, 2);
      setValue('raw', json, { shouldDirty: true });
      return;
    }
    const texts = parseTexts(raw);
    if (!texts) {
      setError('raw', { message: t('themeTranslations.invalidJson') });
      return;
    }
    replace(Object.entries(texts).map(([key, value]) => ({ key, value })));
    setValue('raw', null, { shouldDirty: true });
  };

  // Values are read when the search changes, not on every keystroke in a box. Each box is a plain
  // multi-line field registered with the form (no per-row controller or auto-sizing), so a
  // namespace of several hundred texts opens at once.
  const current = getValues('entries');
  const rows = fields.flatMap((row, index) => {
    const value = current[index]?.value ?? row.value;
    if (!matchesSearch(search, row.key, value)) return [];
    const { ref, ...field } = register(`entries.${index}.value`);
    return [
      {
        key: row.key,
        value: (
          <TextField
            key={row.id}
            {...field}
            inputRef={ref}
            multiline
            rows={rowsFor(row.value)}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { 'aria-label': row.key } }}
          />
        ),
      },
    ];
  });

  return (
    <Stack spacing={2}>
      {mayEditRaw ? (
        <Button variant="outlined" onClick={toggleRaw} sx={{ alignSelf: 'flex-start' }}>
          {raw === null ? t('themeTranslations.rawOn') : t('themeTranslations.rawOff')}
        </Button>
      ) : null}
      {raw !== null ? (
        <TextInput
          name="raw"
          label={t('themeTranslations.content')}
          helperText={t('themeTranslations.contentHelp')}
          multiline
          minRows={12}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          rules={{
            required: t('themeTranslations.contentRequired'),
            validate: (text: unknown) =>
              (typeof text === 'string' && parseTexts(text) !== null) ||
              t('themeTranslations.invalidJson'),
          }}
        />
      ) : (
        <>
          {searchField}
          <KeyValueTable rows={rows} label={t('themeTranslations.contentKeys')} />
        </>
      )}
    </Stack>
  );
}
