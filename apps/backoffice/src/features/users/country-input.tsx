import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryList, type Country } from './countries';

const optionText = (country: Country) => `${country.label} (${country.phonePrefix})`;

/** The user's country (ISO code), chosen from every country with its phone prefix, Switzerland first. */
export function CountryInput({ name, label }: { name: string; label: string }) {
  const { i18n } = useTranslation('backoffice');
  const { control } = useFormContext();
  const countries = useMemo(() => countryList(i18n.language), [i18n.language]);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const value = countries.find((country) => country.code === field.value) ?? null;
        return (
          <Autocomplete
            options={countries}
            value={value}
            getOptionLabel={optionText}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            onChange={(_event, chosen) => field.onChange(chosen?.code ?? '')}
            onBlur={field.onBlur}
            renderInput={(params) => <TextField {...params} label={label} />}
          />
        );
      }}
    />
  );
}
