import { LegalPage } from '../features/legal/components/legal-page';
import { PracticeContact } from '../features/legal/components/practice-contact';
import { usePracticeIdentity } from '../page/page-context';

/** The accessibility statement: its target, the site's state, how it is checked, whom to tell. */
export function AccessibilityPage() {
  const { name, phone } = usePracticeIdentity();
  const sections = [
    'target',
    'status',
    'tested',
    'limits',
    { id: 'feedback', after: <PracticeContact /> },
    'date',
  ];
  return <LegalPage page="accessibility" sections={sections} values={{ name, phone }} />;
}
