import { isLanguage, LANGUAGE_OPTIONS, type Language } from '@cabinet/i18n/languages';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LanguageFlag } from './language-flag.tsx';

/**
 * The language dropdown as the browser's own `<select>`: the same choices as `LanguageSwitcher`
 * without MUI's menu machinery, for a page whose first load must stay small (the public site). A
 * native option holds text only, so the current language's flag stands beside the select.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('ui');
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const current: Language = isLanguage(resolved) ? resolved : 'fr';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <LanguageFlag code={current} />
      <Box
        component="select"
        aria-label={t('languageSwitcher.label')}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void i18n.changeLanguage(next);
        }}
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          minHeight: 44,
          px: 1,
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {LANGUAGE_OPTIONS.map(({ code, label }) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
