import type { ContactFormValues } from '@cabinet/ui/contact-form/contact-validation';
import { env } from '../../../config/env';
import { failureDetail, RequestFailedError } from '../../../lib/request-error';

export interface ContactSubmission extends ContactFormValues {
  /** The solved ALTCHA challenge. */
  altcha: string;
}

/**
 * `POST {form backend}/api/submit`: only a 200 is a success; any other status or a network
 * failure is an error, with the server's explanation when it gives one.
 */
export async function submitContact(submission: ContactSubmission): Promise<void> {
  const response = await fetch(`${env.formBackendUrl}/api/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(submission),
  });
  if (response.status !== 200) throw new RequestFailedError(await failureDetail(response));
}
