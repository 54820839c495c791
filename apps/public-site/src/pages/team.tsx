import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/layout/page-banner';
import { TeamEthics, TeamIntro } from '../features/team/components/team-intro';
import { TeamProfile } from '../features/team/components/team-profile';

export function TeamPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('team.title')} description={t('meta.team.description')} />
      <TeamIntro />
      <TeamProfile />
      <TeamEthics />
    </>
  );
}
