import { reactIsland } from '../../islands/react-island';
import { TeamMembersFromApi } from './components/team-members-from-api';

export const { mount } = reactIsland(TeamMembersFromApi);
