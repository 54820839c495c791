import type { BenchContext } from '../scenario.ts';

/** One real sign-in through POST /token; answers the access token. */
export async function signIn(context: BenchContext): Promise<string> {
  const response = await fetch(`${context.origin}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(context.admin).toString(),
  });
  if (!response.ok) throw new Error(`sign-in failed with ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
