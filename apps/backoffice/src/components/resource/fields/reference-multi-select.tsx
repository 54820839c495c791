import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ModelName } from '../../../lib/resource/model-paths';
import { useServerOptions, type ServerOption } from '../../../lib/resource/use-server-options';

interface ReferenceMultiSelectProps {
  name: string;
  label: string;
  model: ModelName;
  /** How an option reads. */
  optionLabel: (record: { id: number; name?: string | null }) => string;
  /** The fields the typed text is looked for in; `name` when absent. */
  searchFields?: readonly string[];
  /** Records never offered (the record itself, say). */
  exclude?: readonly number[];
  helperText?: string;
}

/**
 * Several records of another model, found on the server as the user types (the first matches,
 * never the whole list): the value is their ids.
 */
export function ReferenceMultiSelect({
  name,
  label,
  model,
  optionLabel,
  searchFields = ['name'],
  exclude = [],
  helperText,
}: ReferenceMultiSelectProps) {
  const { control } = useFormContext();
  const ids = (useWatch({ control, name }) as number[] | undefined) ?? [];
  const { options, chosen, loading, typed, onType } = useServerOptions({
    model,
    searchFields,
    selectedIds: ids,
  });
  const offered = options.filter((record) => !exclude.includes(record.id));
  const labelOf = (record: ServerOption) => optionLabel(record);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Autocomplete
          multiple
          loading={loading}
          options={offered}
          // The server has matched the typed text already.
          filterOptions={(all) => all}
          value={chosen.filter((record) => ids.includes(record.id))}
          getOptionLabel={labelOf}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          // The text is held here: the chosen records are read anew as they change, which would
          // otherwise reset what the user is typing.
          inputValue={typed}
          onInputChange={(_event, text, reason) => {
            if (reason === 'input' || reason === 'clear') onType(text);
          }}
          onChange={(_event, picked) => {
            onType('');
            field.onChange(picked.map((record) => record.id));
          }}
          onBlur={field.onBlur}
          renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
        />
      )}
    />
  );
}
