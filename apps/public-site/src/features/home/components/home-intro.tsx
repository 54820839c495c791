import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/layout/page-section';

/** Who the practice's services are for, and its therapeutic approach. */
export function HomeIntro() {
  const { t } = useTranslation('public');
  return (
    <PageSection title={t('home.intro.title')}>
      <Typography>{t('home.intro.audience')}</Typography>
      <Typography>{t('home.intro.approach')}</Typography>
      <Typography>{t('home.intro.insurance')}</Typography>
    </PageSection>
  );
}
