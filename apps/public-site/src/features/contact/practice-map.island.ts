import { reactIsland } from '../../islands/react-island';
import { PracticeMap } from './components/practice-map';

export const { mount } = reactIsland(PracticeMap);
