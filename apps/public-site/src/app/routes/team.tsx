import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../components/layout/page-banner';
import { TeamIntro } from '../../features/team/components/team-intro';

export function TeamRoute() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('team.title')} />
      <TeamIntro />
    </>
  );
}
