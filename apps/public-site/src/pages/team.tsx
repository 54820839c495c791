import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/layout/page-banner';
import { TeamEthics, TeamIntro } from '../features/team/components/team-intro';
import { TeamMembers } from '../features/team/components/team-members';

export function TeamPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('team.title')} description={t('meta.team.description')} />
      <TeamIntro />
      <TeamMembers />
      <TeamEthics />
    </>
  );
}
