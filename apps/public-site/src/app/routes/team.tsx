import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../components/layout/page-banner';
import { TeamEthics, TeamIntro } from '../../features/team/components/team-intro';
import { TeamProfile } from '../../features/team/components/team-profile';
import { StaticPart } from '../../components/static-part/static-part';

export function TeamRoute() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('team.title')} description={t('meta.team.description')} />
      <StaticPart>
        <TeamIntro />
        <TeamProfile />
        <TeamEthics />
      </StaticPart>
    </>
  );
}
