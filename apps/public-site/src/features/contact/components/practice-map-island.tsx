import { Island } from '../../../islands/island';
import { PracticeMap } from './practice-map';

/** The map as an island: its code starts when it scrolls into view or is touched. */
export function PracticeMapIsland() {
  return (
    <Island
      name="practice-map"
      start="visible"
      component={PracticeMap}
      props={{}}
      texts={['public:contact.map.']}
    />
  );
}
