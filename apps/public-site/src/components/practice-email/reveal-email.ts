import { env } from '../../config/env';
import { failureDetail, RequestFailedError } from '../../lib/request-error';

/** Where the revealed address is kept for the visit, shared by the footer and the contact page. */
export const practiceEmailKey = ['practice-email'] as const;

/** `POST /contact/email` with a solved challenge: the practice's email address. */
export async function revealEmail(altcha: string): Promise<string> {
  const response = await fetch(`${env.apiUrl}/contact/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ altcha }),
  });
  if (!response.ok) throw new RequestFailedError(await failureDetail(response));
  const { email } = (await response.json()) as { email: string };
  return email;
}
