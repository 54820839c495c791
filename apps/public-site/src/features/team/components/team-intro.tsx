import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/layout/page-section';

/** The team page's opening text: the staff's qualifications and ethics. */
export function TeamIntro() {
  const { t } = useTranslation('public');
  return (
    <PageSection title={t('team.intro.title')}>
      <Typography>{t('team.intro.body')}</Typography>
    </PageSection>
  );
}

/** Qualifications and professional ethics. */
export function TeamEthics() {
  const { t } = useTranslation('public');
  return (
    <PageSection title={t('team.ethics.title')}>
      <Typography>{t('team.ethics.body')}</Typography>
    </PageSection>
  );
}
