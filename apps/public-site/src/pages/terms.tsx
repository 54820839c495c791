import { LegalPage } from '../features/legal/components/legal-page';

const SECTIONS = ['demo', 'medical', 'contact', 'content', 'law'] as const;

export function TermsPage() {
  return <LegalPage page="terms" sections={SECTIONS} />;
}
