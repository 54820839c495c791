import { EmailReveal, type EmailRevealState } from '@cabinet/ui/email-reveal';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { $api } from '../../lib/api';
import { AltchaWidget } from '../human-check/altcha-widget';

/** `POST /contact/email`: the key the typed hooks give its calls, shared by every place that asks. */
const revealKey = ['post', '/contact/email'];

/**
 * The practice's email address behind the human-verification challenge (kept from bots). Once
 * revealed, every place that shows it (footer, contact page) has it for the rest of the visit: the
 * answer stays in the query client's mutation cache, which all of them read.
 */
export function PracticeEmail() {
  const [asked, setAsked] = useState(false);
  // Kept for the visit: the place that asked may be gone (the contact page) while the footer stays.
  const reveal = $api.useMutation('post', '/contact/email', { gcTime: Infinity });
  const [email] = useMutationState({
    filters: { mutationKey: revealKey, status: 'success' },
    select: (mutation) => (mutation.state.data as { email?: string } | undefined)?.email,
  });

  let state: EmailRevealState = asked ? 'challenge' : 'hidden';
  if (email) state = 'revealed';
  else if (reveal.isPending) state = 'loading';
  else if (reveal.isError) state = 'error';

  return (
    <EmailReveal
      state={state}
      email={email}
      onRequest={() => {
        reveal.reset();
        setAsked(true);
      }}
      challenge={
        <AltchaWidget auto="onload" onVerified={(altcha) => reveal.mutate({ body: { altcha } })} />
      }
    />
  );
}
