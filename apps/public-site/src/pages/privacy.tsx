import { flags } from '../config/flags';
import { practice } from '../config/practice';
import { LegalPage } from '../features/legal/components/legal-page';
import { usePracticeIdentity } from '../page/page-context';

/**
 * What the site and the practice do with a visitor's data, why, where, for how long, and the
 * visitor's nLPD rights. The visit statistics' section says what this build does: measure visits
 * (built with `VITE_ENABLE_XRAY=true`) or not.
 */
export function PrivacyPage() {
  const identity = usePracticeIdentity();
  const sections = [
    'controller',
    'collected',
    'purpose',
    'appointments',
    'verification',
    'mail',
    'storage',
    'retention',
    'logs',
    'cookies',
    { id: 'statistics', body: flags.enableXray ? 'on' : 'off' },
    'map',
    'rights',
    'contact',
  ];
  return (
    <LegalPage
      page="privacy"
      sections={sections}
      values={{
        count: practice.retentionDays,
        name: identity.name,
        street: identity.street,
        zip: identity.zip,
        city: identity.city,
        phone: identity.phone,
      }}
    />
  );
}
