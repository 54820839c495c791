import { EmailReveal, type EmailRevealState } from '@cabinet/ui/email-reveal';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AltchaWidget } from '../human-check/altcha-widget';
import { practiceEmailKey, revealEmail } from './reveal-email';

/**
 * The practice's email address behind the human-verification challenge (kept from bots). Once
 * revealed, every place that shows it (footer, contact page) has it for the rest of the visit.
 */
export function PracticeEmail() {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const { data: email } = useQuery<string>({ queryKey: practiceEmailKey, queryFn: skipToken });
  const reveal = useMutation({
    mutationFn: revealEmail,
    onSuccess: (address) => queryClient.setQueryData(practiceEmailKey, address),
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
      challenge={<AltchaWidget auto="onload" onVerified={(payload) => reveal.mutate(payload)} />}
    />
  );
}
