import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The keys of the French texts this record lacks or leaves empty, or that none is missing. */
export function MissingKeys({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation('backoffice');
  if (keys.length === 0) {
    return <Alert severity="success">{t('themeTranslations.missing.none')}</Alert>;
  }
  return (
    <Alert severity="warning">
      <AlertTitle>{t('themeTranslations.missing.title')}</AlertTitle>
      {t('themeTranslations.missing.intro', { count: keys.length })}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, fontFamily: 'monospace' }}>
        {keys.map((key) => (
          <li key={key}>{key}</li>
        ))}
      </Box>
    </Alert>
  );
}
