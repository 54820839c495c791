import { Island } from '../../../islands/island';
import { usePracticeIdentity } from '../../../page/page-context';
import { contactLimits } from './contact-limits';
import { ContactRequest } from './contact-request';

/**
 * The contact form as an island: its code starts once the page has loaded, long before anyone
 * has filled it in; what is typed or pressed before then is kept.
 */
export function ContactRequestIsland() {
  const { phone } = usePracticeIdentity();
  return (
    <Island
      name="contact-request"
      start="idle"
      component={ContactRequest}
      props={{ limits: contactLimits(), phone }}
      texts={[
        'ui:contactForm.',
        'ui:resultModal.',
        'public:altcha.',
        'public:contact.unavailable.',
        'public:contact.offline.',
        'public:contact.emergency.',
        'public:footer.privacy',
      ]}
    />
  );
}
