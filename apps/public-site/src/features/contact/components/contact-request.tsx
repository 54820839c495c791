import { ContactForm } from '@cabinet/ui/contact-form';
import { ResultModal, type ResultKind } from '@cabinet/ui/result-modal';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AltchaWidget } from '../../../components/human-check/altcha-widget';
import { RouterLink } from '../../../components/layout/router-link';
import { paths } from '../../../config/paths';
import { RequestFailedError } from '../../../lib/request-error';
import { submitContact } from '../api/submit-contact';

interface Result {
  kind: ResultKind;
  detail?: string;
}

/**
 * The contact request: idle, submitting (button busy), then a modal telling success
 * or failure. A solved challenge serves once, so a fresh one is set after each attempt; the form is
 * emptied after a success and kept after a failure.
 */
export function ContactRequest() {
  const { t } = useTranslation('public');
  const [payload, setPayload] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const submit = useMutation({
    mutationFn: submitContact,
    onSuccess: () => {
      setResult({ kind: 'success' });
      setSent((count) => count + 1);
    },
    onError: (error) =>
      setResult({
        kind: 'error',
        detail: error instanceof RequestFailedError ? error.detail : undefined,
      }),
    onSettled: () => {
      setPayload(null);
      setAttempt((count) => count + 1);
    },
  });

  return (
    <>
      <ContactForm
        key={sent}
        onSubmit={(values) => payload && submit.mutate({ ...values, altcha: payload })}
        submitting={submit.isPending}
        verified={payload !== null}
        privacyLink={{ to: paths.privacy.getHref(), label: t('footer.privacy') }}
        linkComponent={RouterLink}
        verification={
          <AltchaWidget
            key={attempt}
            auto="onfocus"
            onVerified={setPayload}
            onInvalidated={() => setPayload(null)}
          />
        }
      />
      <ResultModal
        result={result?.kind ?? null}
        detail={result?.detail}
        onClose={() => setResult(null)}
      />
    </>
  );
}
