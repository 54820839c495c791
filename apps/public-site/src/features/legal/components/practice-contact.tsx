import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { telHref } from '@cabinet/ui/public-footer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PracticeEmailIsland } from '../../../components/practice-email/practice-email-island';
import { usePracticeIdentity } from '../../../page/page-context';

/** A country's name in the page's language (`CH` → "Suisse"), or its code when unknown. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The practice as a legal page names it: its name and postal address, its phone and its email
 * (behind the human-verification challenge, as everywhere on the site), then `children` (a UID…).
 */
export function PracticeContact({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation('public');
  const identity = usePracticeIdentity();
  return (
    <Box
      sx={{
        my: 2,
        p: 2,
        display: 'grid',
        gap: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="address" sx={{ fontStyle: 'normal' }}>
        <Box component="strong" sx={{ display: 'block' }}>
          {identity.name}
        </Box>
        {identity.street}
        <br />
        {`${identity.zip} ${identity.city}`}
        <br />
        {countryName(identity.country, i18n.language)}
      </Typography>
      <Typography>
        {t('legal.phone')}{' '}
        <Link href={telHref(identity.phone)} sx={{ whiteSpace: 'nowrap' }}>
          {identity.phone}
        </Link>
      </Typography>
      <Box>
        <Typography sx={{ mb: 0.5 }}>{t('legal.email')}</Typography>
        <PracticeEmailIsland />
      </Box>
      {children}
    </Box>
  );
}
