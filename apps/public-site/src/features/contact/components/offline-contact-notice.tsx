import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { telHref } from '@cabinet/ui/public-footer';
import { useTranslation } from 'react-i18next';
import { emergency } from '../../../config/practice';

/**
 * Stands in for the contact form while the device has no connection: a message could not leave,
 * so the visitor gets the practice's phone and the emergency numbers instead of a failed send.
 */
export function OfflineContactNotice({ phone }: { phone: string }) {
  const { t } = useTranslation('public');
  return (
    <Alert severity="warning">
      <AlertTitle>{t('contact.offline.title')}</AlertTitle>
      <Typography variant="body2">{t('contact.offline.body')}</Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        <li>
          <Link href={telHref(phone)}>{t('contact.offline.phone', { phone })}</Link>
        </li>
      </Box>
      <Typography variant="body2">{t('contact.offline.emergency')}</Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 1, mb: 0 }}>
        <li>
          <Link href={`tel:${emergency.ambulance}`}>{t('contact.emergency.ambulance')}</Link>
        </li>
        <li>
          <Link href={`tel:${emergency.helpline}`}>{t('contact.emergency.helpline')}</Link>
        </li>
      </Box>
    </Alert>
  );
}
