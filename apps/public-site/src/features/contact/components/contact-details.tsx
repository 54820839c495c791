import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/layout/page-section';
import { practice } from '../../../config/practice';
import { FormAvailabilityNotice } from './form-availability-notice';

/** How to reach the practice: address, phone, emergency numbers, and whether the form works. */
export function ContactDetails() {
  const { t } = useTranslation('public');
  return (
    <PageSection title={t('contact.intro.title')}>
      <Typography>{t('contact.intro.body')}</Typography>
      <FormAvailabilityNotice />
      <Typography component="h3" variant="h6">
        {t('contact.address')}
      </Typography>
      <Typography component="address" sx={{ fontStyle: 'normal' }}>
        {practice.name}
        <br />
        {practice.street}
        <br />
        {practice.postcodeCity}
      </Typography>
      <Typography component="h3" variant="h6">
        {t('contact.phone')}
      </Typography>
      <Typography>
        <Link href={practice.phone.href}>{practice.phone.label}</Link>
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('contact.emergency')}</Typography>
    </PageSection>
  );
}
