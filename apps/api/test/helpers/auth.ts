import type { FastifyInstance } from 'fastify';

export function loginRequest(
  app: FastifyInstance,
  username: string,
  password: string,
  otp?: string,
) {
  const form = new URLSearchParams({ username, password, ...(otp === undefined ? {} : { otp }) });
  return app.inject({
    method: 'POST',
    url: '/api/v1/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export async function tokenFor(
  app: FastifyInstance,
  username: string,
  password: string,
  otp?: string,
): Promise<string> {
  const response = await loginRequest(app, username, password, otp);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The TOTP secret carried by an otpauth URI, as an authenticator app reads it from the QR code. */
export function secretOf(uri: string): string {
  return new URL(uri).searchParams.get('secret')!;
}
