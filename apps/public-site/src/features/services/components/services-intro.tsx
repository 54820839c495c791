import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/layout/page-section';

/** The services page's opening text: the kinds of support the practice offers. */
export function ServicesIntro() {
  const { t } = useTranslation('public');
  return (
    <PageSection title={t('services.intro.title')}>
      <Typography>{t('services.intro.body')}</Typography>
    </PageSection>
  );
}
