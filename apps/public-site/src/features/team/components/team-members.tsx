import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Island } from '../../../islands/island';
import { usePage } from '../../../page/page-context';
import { TeamList } from './team-list';
import { TeamMembersFromApi } from './team-members-from-api';

/**
 * The team page's practitioners. Read by the site's server, they are plain HTML that needs no
 * script; when the server could not read them, an island asks the API from the browser.
 */
export function TeamMembers() {
  const { t } = useTranslation('public');
  const { practitioners } = usePage();
  return (
    <Container
      component="section"
      aria-labelledby="team-members-title"
      maxWidth="md"
      sx={{ pt: { xs: 4, md: 6 } }}
    >
      <Typography id="team-members-title" component="h2" variant="h4" gutterBottom>
        {t('team.members.title')}
      </Typography>
      {practitioners ? (
        <TeamList practitioners={practitioners} />
      ) : (
        <Island
          name="team-members"
          start="visible"
          component={TeamMembersFromApi}
          props={{}}
          texts={['public:team.members.', 'public:services.']}
        />
      )}
    </Container>
  );
}
