import { ApiError, NETWORK_ERROR_STATUS } from '@cabinet/api-client/api-error';
import { ContactForm } from '@cabinet/ui/contact-form';
import type { ContactChoices } from '@cabinet/ui/contact-form/contact-details';
import type { ContactFormValues, ContactLimits } from '@cabinet/ui/contact-form/contact-validation';
import { ResultModal, type ResultKind } from '@cabinet/ui/result-modal';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AltchaWidget } from '../../../components/human-check/altcha-widget';
import { paths } from '../../../config/paths';
import { apiClient, formClient } from '../../../lib/api';
import { useOnline } from '../../../lib/online-status';
import type { SubmitDetails } from './contact-choices';
import { OfflineContactNotice } from './offline-contact-notice';

export interface ContactRequestProps extends Record<string, unknown> {
  /** Each field's maximum length, from the API's contract (read by the server). */
  limits: ContactLimits;
  /** What the optional details offer, from the API's contract (read by the server). */
  choices: ContactChoices<SubmitDetails>;
  /** The practice's phone, offered when the form cannot be sent. */
  phone: string;
}

/** The form's values: its fields and the optional details, as the contract types them. */
type Values = ContactFormValues<SubmitDetails>;

interface Result {
  kind: ResultKind;
  detail?: string;
}

/**
 * The contact request: the form, sent through the API's contract (`POST /api/submit`) once the
 * robot check has passed — at once when the visitor presses Send after it, as soon as it passes
 * when they press Send while it still works — then a modal telling success or failure. A solved
 * check serves once, so a fresh one is set after each attempt; the form is emptied after a success
 * and kept after a failure. Offline, the practice's phone stands in for the form.
 */
export function ContactRequest({ limits, choices, phone }: ContactRequestProps) {
  const { t } = useTranslation('public');
  const online = useOnline();
  const [apiDown, setApiDown] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<Values | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState(0);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  // Told before they write: a form whose server cannot be reached could only fail.
  useEffect(() => {
    apiClient.GET('/util/health').catch(() => setApiDown(true));
  }, []);

  const send = async (values: Values, altcha: string) => {
    setSending(true);
    try {
      await formClient.POST('/api/submit', { body: { ...values, altcha } });
      setResult({ kind: 'success' });
      setSent((count) => count + 1);
    } catch (error) {
      // The server's explanation when it gave one; a generic message for a network failure.
      const answered = error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS;
      setResult({ kind: 'error', detail: answered ? error.detail : undefined });
    } finally {
      setSending(false);
      setPayload(null);
      setAttempt((count) => count + 1);
    }
  };

  if (!online) return <OfflineContactNotice phone={phone} />;
  return (
    <Stack spacing={3}>
      {apiDown ? (
        <Alert severity="warning">
          <AlertTitle>{t('contact.unavailable.title')}</AlertTitle>
          {t('contact.unavailable.body', { phone })}
        </Alert>
      ) : null}
      <ContactForm
        key={sent}
        limits={limits}
        choices={choices}
        serviceLabel={(service) => t(`services.${service}.title`)}
        onSubmit={(values) => {
          setCheckFailed(false);
          if (payload) void send(values, payload);
          else setWaiting(values);
        }}
        submitting={sending}
        waitingForVerification={waiting !== null}
        verificationFailed={checkFailed}
        privacyLink={{ to: paths.privacy.getHref(), label: t('footer.privacy') }}
        verification={
          <AltchaWidget
            key={attempt}
            auto="onfocus"
            verifyNow={waiting !== null}
            onVerified={(solved) => {
              if (waiting) {
                setWaiting(null);
                void send(waiting, solved);
              } else setPayload(solved);
            }}
            onInvalidated={() => {
              setPayload(null);
              if (waiting) setCheckFailed(true);
              setWaiting(null);
            }}
          />
        }
      />
      <ResultModal
        result={result?.kind ?? null}
        detail={result?.detail}
        onClose={() => setResult(null)}
      />
    </Stack>
  );
}
