import { Island } from '../../islands/island';
import { PracticeEmail } from './practice-email';

/** The email challenge as an island: it starts once it scrolls into view. */
export function PracticeEmailIsland() {
  return (
    <Island
      name="practice-email"
      start="visible"
      component={PracticeEmail}
      props={{}}
      texts={['ui:emailReveal.', 'public:altcha.']}
    />
  );
}
