import { Island } from '../../../islands/island';
import { usePracticeIdentity } from '../../../page/page-context';
import { contactChoices } from './contact-choices';
import { contactLimits } from './contact-limits';
import { ContactRequest } from './contact-request';

/**
 * The contact form as an island: its code (React, MUI's fields, the robot check) starts when the
 * visitor first touches the form, so a visitor who only reads the page never pays for it; what they
 * type meanwhile is the browser's and kept, a Send pressed meanwhile is sent once it has started.
 */
export function ContactRequestIsland() {
  const { phone } = usePracticeIdentity();
  const choices = contactChoices();
  return (
    <Island
      name="contact-request"
      start="interaction"
      component={ContactRequest}
      props={{ limits: contactLimits(), choices, phone }}
      texts={[
        'ui:contactForm.',
        'ui:resultModal.',
        'public:altcha.',
        'public:contact.unavailable.',
        'public:contact.offline.',
        'public:contact.emergency.',
        'public:footer.privacy',
        // The services' names, which the form offers among its optional details.
        ...choices.services.map((id) => `public:services.${id}.title` as const),
      ]}
    />
  );
}
