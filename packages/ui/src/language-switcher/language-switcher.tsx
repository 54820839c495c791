import { isLanguage, LANGUAGE_OPTIONS, type Language } from '@cabinet/i18n/languages';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visually-hidden.ts';
import { LanguageFlag } from './language-flag.tsx';

export interface LanguageSwitcherProps {
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

function OptionLabel({ code, label }: { code: Language; label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <LanguageFlag code={code} />
      <span lang={code}>{label}</span>
    </Box>
  );
}

/** Dropdown of the site's languages, each with its flag and its own name. */
export function LanguageSwitcher({ size = 'small', fullWidth = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('ui');
  const labelId = useId();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const current: Language = isLanguage(resolved) ? resolved : 'fr';

  const handleChange = (event: SelectChangeEvent<Language>) => {
    const next = event.target.value;
    if (isLanguage(next)) void i18n.changeLanguage(next);
  };

  return (
    <Box sx={{ display: fullWidth ? 'block' : 'inline-block' }}>
      <Box component="span" id={labelId} sx={visuallyHidden}>
        {t('languageSwitcher.label')}
      </Box>
      <Select<Language>
        labelId={labelId}
        value={current}
        onChange={handleChange}
        size={size}
        fullWidth={fullWidth}
        renderValue={(code) => {
          const option = LANGUAGE_OPTIONS.find((item) => item.code === code);
          return option ? <OptionLabel {...option} /> : code;
        }}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            <OptionLabel {...option} />
          </MenuItem>
        ))}
      </Select>
    </Box>
  );
}
