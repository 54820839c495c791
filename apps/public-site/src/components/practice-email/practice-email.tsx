import { ApiError } from '@cabinet/api-client/api-error';
import { EmailReveal, type EmailRevealState } from '@cabinet/ui/email-reveal';
import { useEffect, useState } from 'react';
import { apiClient } from '../../lib/api';
import { AltchaWidget } from '../human-check/altcha-widget';

/** Where the revealed address is kept for the visit, in every tab's page of this site. */
const STORAGE_KEY = 'practiceEmail';
/** Told to every place of the page that shows the address once one of them has it. */
const REVEALED_EVENT = 'practice-email-revealed';

const storedEmail = () => sessionStorage.getItem(STORAGE_KEY);

/**
 * The practice's email address behind the human-verification challenge (kept from bots). Once
 * revealed, every place that shows it (footer, contact page) has it for the rest of the visit:
 * the address is kept in the tab's session storage and announced to the page's other islands.
 */
export function PracticeEmail() {
  const [state, setState] = useState<EmailRevealState>('hidden');
  const [email, setEmail] = useState<string>();

  useEffect(() => {
    const show = () => {
      const known = storedEmail();
      if (!known) return;
      setEmail(known);
      setState('revealed');
    };
    show();
    addEventListener(REVEALED_EVENT, show);
    return () => removeEventListener(REVEALED_EVENT, show);
  }, []);

  const reveal = async (altcha: string) => {
    setState('loading');
    try {
      const { data } = await apiClient.POST('/contact/email', { body: { altcha } });
      if (!data?.email) throw new ApiError(0, 'No address');
      sessionStorage.setItem(STORAGE_KEY, data.email);
      dispatchEvent(new Event(REVEALED_EVENT));
    } catch {
      setState('error');
    }
  };

  return (
    <EmailReveal
      state={state}
      email={email}
      onRequest={() => setState('challenge')}
      challenge={<AltchaWidget auto="onload" onVerified={(altcha) => void reveal(altcha)} />}
    />
  );
}
