import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { telHref } from '@cabinet/ui/public-footer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PracticeEmailIsland } from '../../../components/practice-email/practice-email-island';
import { emergency } from '../../../config/practice';
import { usePracticeIdentity } from '../../../page/page-context';

function InfoBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The info strip: email (after the challenge), address and phone, access, emergency numbers. */
export function ContactInfo() {
  const { t } = useTranslation('public');
  const identity = usePracticeIdentity();
  return (
    <Box
      component="section"
      aria-labelledby="info-title"
      sx={{ bgcolor: 'background.paper', py: { xs: 4, md: 6 } }}
    >
      <Container>
        <Typography id="info-title" component="h2" variant="h4" gutterBottom>
          {t('contact.info.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          <InfoBlock id="info-email" title={t('contact.info.email')}>
            <PracticeEmailIsland />
          </InfoBlock>
          <InfoBlock id="info-address" title={t('contact.address')}>
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {identity.name}
              <br />
              {identity.street}
              <br />
              {`${identity.zip} ${identity.city}`}
              <br />
              <Link href={telHref(identity.phone)}>{identity.phone}</Link>
            </Typography>
          </InfoBlock>
          <InfoBlock id="info-access" title={t('contact.info.access')}>
            <Typography sx={{ mb: 1 }}>{t('contact.access.transport')}</Typography>
            <Typography>{t('contact.access.parking')}</Typography>
          </InfoBlock>
          <InfoBlock id="info-emergency" title={t('contact.emergency.title')}>
            <Typography sx={{ mb: 1 }}>{t('contact.emergency.intro')}</Typography>
            <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
              <li>
                <Link href={`tel:${emergency.ambulance}`}>{t('contact.emergency.ambulance')}</Link>
              </li>
              <li>
                <Link href={`tel:${emergency.helpline}`}>{t('contact.emergency.helpline')}</Link>
              </li>
              <li>
                {t('contact.emergency.psychiatric')} (
                <Link href={emergency.psychiatricUrl} rel="noopener noreferrer">
                  {t('contact.emergency.psychiatricLink')}
                </Link>
                )
              </li>
            </Box>
          </InfoBlock>
        </Box>
      </Container>
    </Box>
  );
}
