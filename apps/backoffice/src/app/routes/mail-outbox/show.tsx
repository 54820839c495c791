import { ResourceShow } from '../../../components/resource/resource-show';
import { ResendButton } from '../../../features/mail-outbox/resend-button';
import { mailOutboxResource } from '../../../features/mail-outbox/resource';

/** One queued mail: its state, and "Send again" when it failed for good. */
export function Component() {
  return (
    <ResourceShow resource={mailOutboxResource}>
      {(mail) => (mail.status === 'failed' ? <ResendButton id={mail.id} /> : null)}
    </ResourceShow>
  );
}
