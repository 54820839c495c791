import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeePanel } from '@cabinet/ui/fee-panel';
import { useTranslation } from 'react-i18next';
import { FEES_ANCHOR, PRESCRIPTION_FORM_URL } from '../../../config/services';

/** Fees and reimbursement: four panels, all closed at first so the section reads as a list. */
export function FeesSection() {
  const { t } = useTranslation('public');
  return (
    <Container
      component="section"
      id={FEES_ANCHOR}
      aria-labelledby="fees-title"
      maxWidth="md"
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Typography id="fees-title" component="h2" variant="h4" gutterBottom>
        {t('fees.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('fees.intro')}</Typography>
      <Stack>
        <FeePanel title={t('fees.principle.title')}>
          <Typography>{t('fees.principle.body')}</Typography>
          <Typography>{t('fees.principle.admin')}</Typography>
        </FeePanel>
        <FeePanel title={t('fees.private.title')}>
          <Typography>{t('fees.private.individual')}</Typography>
          <Typography>{t('fees.private.couple')}</Typography>
          <Typography>{t('fees.private.group')}</Typography>
          <Typography>{t('fees.private.admin')}</Typography>
        </FeePanel>
        <FeePanel title={t('fees.lamal.title')}>
          <Typography>{t('fees.lamal.rate')}</Typography>
          <Typography>{t('fees.lamal.sessions')}</Typography>
          <Typography>{t('fees.lamal.crisis')}</Typography>
          <Typography>{t('fees.lamal.copay')}</Typography>
          <Typography>
            <Link href={PRESCRIPTION_FORM_URL} type="application/pdf" download>
              {t('fees.lamal.form')}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('fees.lamal.formNote')}
          </Typography>
        </FeePanel>
        <FeePanel title={t('fees.cancel.title')}>
          <Typography>{t('fees.cancel.notice')}</Typography>
          <Typography>{t('fees.cancel.groups')}</Typography>
        </FeePanel>
      </Stack>
    </Container>
  );
}
