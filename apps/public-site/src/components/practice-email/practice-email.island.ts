import { reactIsland } from '../../islands/react-island';
import { PracticeEmail } from './practice-email';

export const { mount } = reactIsland(PracticeEmail);
