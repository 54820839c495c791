import { practice } from '../config/practice';
import { LegalPage } from '../features/legal/components/legal-page';

const SECTIONS = [
  'controller',
  'collected',
  'purpose',
  'storage',
  'retention',
  'verification',
  'rights',
  'contact',
] as const;

/** What the contact form collects, why, where, for how long, and the visitor's nLPD rights. */
export function PrivacyPage() {
  return (
    <LegalPage page="privacy" sections={SECTIONS} values={{ count: practice.retentionDays }} />
  );
}
