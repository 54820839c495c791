import { LegalPage } from '../features/legal/components/legal-page';
import { PracticeContact } from '../features/legal/components/practice-contact';
import { usePracticeIdentity } from '../page/page-context';

/** The accessibility statement: the target, where the site stands, how it was checked, whom to tell. */
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
