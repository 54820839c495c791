import type { paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';
import { apiUser, type ApiUser } from './users';

type Json<P extends keyof paths, M extends 'get' | 'post' | 'put'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
type RequestJson<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
interface ErrorBody {
  detail: string;
}

const fail = (detail: string, status: number) =>
  HttpResponse.json<ErrorBody>({ detail }, { status });

/** The sign-in calls of the mocked API, typed from the OpenAPI document. */
export const authHandlers = {
  init: (allowPublicSignup = false) =>
    http.post<never, RequestJson<'/init', 'post'>, Json<'/init', 'post'>>(apiUrl('/init'), () =>
      HttpResponse.json({
        organization: {
          id: 1,
          name: 'Cabinet Lac & Parole',
          allow_public_signup: allowPublicSignup,
          require_2fa_all_users: false,
        },
      }),
    ),

  /**
   * POST /token checking the form: `password` and, when `otp` is given, that code too; the fields
   * received are handed to `onRequest`.
   */
  token: ({
    password = 'Correct-horse-9',
    otp,
    user = apiUser(),
    requireUserConfig2fa = false,
    onRequest,
  }: {
    password?: string;
    otp?: string;
    user?: ApiUser;
    requireUserConfig2fa?: boolean;
    onRequest?: (form: URLSearchParams) => void;
  } = {}) =>
    http.post<never, string, Json<'/token', 'post'> | ErrorBody>(
      apiUrl('/token'),
      async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        onRequest?.(form);
        if (form.get('password') !== password) return fail('Incorrect username or password', 401);
        if (otp !== undefined && form.get('otp') !== otp) return fail('Incorrect OTP', 401);
        if (requireUserConfig2fa) {
          return HttpResponse.json({
            is_require_user_config_2fa: true,
            access_token: null,
            refresh_token: null,
            expires_in: null,
            token_type: 'bearer',
            user: null,
          });
        }
        return HttpResponse.json({
          is_require_user_config_2fa: false,
          access_token: 'token-after-login',
          refresh_token: 'refresh-after-login',
          expires_in: 900,
          token_type: 'bearer',
          user,
        });
      },
    ),

  me: (user: ApiUser = apiUser()) =>
    http.get<never, never, Json<'/user/util/me', 'get'>>(apiUrl('/user/util/me'), () =>
      HttpResponse.json(user),
    ),
  meFailing: (status = 401) =>
    http.get<never, never, ErrorBody>(apiUrl('/user/util/me'), () =>
      fail('Could not validate credentials', status),
    ),

  signup: (onRequest?: (body: RequestJson<'/signup', 'post'>) => void) =>
    http.post<never, RequestJson<'/signup', 'post'>, Json<'/signup', 'post'>>(
      apiUrl('/signup'),
      async ({ request }) => {
        const body = await request.json();
        onRequest?.(body);
        return HttpResponse.json({
          is_require_user_config_2fa: false,
          access_token: 'token-after-signup',
          refresh_token: 'refresh-after-signup',
          expires_in: 900,
          token_type: 'bearer',
          user: apiUser({ id: 12, username: body.username ?? body.email, email: body.email }),
        });
      },
    ),

  resetRequest: (onRequest?: (body: RequestJson<'/reset-password-request', 'post'>) => void) =>
    http.post<
      never,
      RequestJson<'/reset-password-request', 'post'>,
      Json<'/reset-password-request', 'post'>
    >(apiUrl('/reset-password-request'), async ({ request }) => {
      onRequest?.(await request.json());
      return HttpResponse.json({ detail: 'If the account exists, an email is on its way.' });
    }),

  passwordlessRequest: (
    onRequest?: (body: RequestJson<'/passwordless-login-request', 'post'>) => void,
  ) =>
    http.post<
      never,
      RequestJson<'/passwordless-login-request', 'post'>,
      Json<'/passwordless-login-request', 'post'>
    >(apiUrl('/passwordless-login-request'), async ({ request }) => {
      onRequest?.(await request.json());
      return HttpResponse.json({ detail: 'If the account exists, an email is on its way.' });
    }),

  /** GET /passwordless-login: valid for `token`; with `otp` given, that code is required too. */
  passwordless: ({
    token,
    otp,
    user = apiUser(),
  }: {
    token: string;
    otp?: string;
    user?: ApiUser;
  }) =>
    http.get<never, never, Json<'/passwordless-login', 'get'> | ErrorBody>(
      apiUrl('/passwordless-login'),
      ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('token') !== token) {
          return fail('This link is invalid or has expired. Ask for a new one.', 400);
        }
        if (otp !== undefined && query.get('otp') !== otp) return fail('Incorrect OTP', 401);
        return HttpResponse.json({
          access_token: 'token-after-link',
          refresh_token: 'refresh-after-link',
          expires_in: 900,
          user,
        });
      },
    ),

  resetConfirmation: (
    onRequest?: (body: RequestJson<'/reset-password-confirmation', 'post'>) => void,
  ) =>
    http.post<
      never,
      RequestJson<'/reset-password-confirmation', 'post'>,
      Json<'/reset-password-confirmation', 'post'>
    >(apiUrl('/reset-password-confirmation'), async ({ request }) => {
      onRequest?.(await request.json());
      return HttpResponse.json({ detail: 'Password reset successful! Please login' });
    }),

  check2fa: (answer: Json<'/check-2fa-config', 'post'>) =>
    http.post<never, RequestJson<'/check-2fa-config', 'post'>, Json<'/check-2fa-config', 'post'>>(
      apiUrl('/check-2fa-config'),
      () => HttpResponse.json(answer),
    ),

  /** POST /reset-password: with `otp` given, the code is required and recovery codes come back. */
  resetPassword: ({
    otp,
    recoveryCodes = [],
    onRequest,
  }: {
    otp?: string;
    recoveryCodes?: string[];
    onRequest?: (body: RequestJson<'/reset-password', 'post'>) => void;
  } = {}) =>
    http.post<
      never,
      RequestJson<'/reset-password', 'post'>,
      Json<'/reset-password', 'post'> | ErrorBody
    >(apiUrl('/reset-password'), async ({ request }) => {
      const body = await request.json();
      onRequest?.(body);
      if (otp !== undefined && body.confirmed_2fa !== otp) return fail('Incorrect OTP', 400);
      return HttpResponse.json({ recovery_codes: recoveryCodes });
    }),

  failing: (path: keyof paths, method: 'get' | 'post' | 'put', detail: string, status = 400) =>
    http[method]<never, never, ErrorBody>(apiUrl(path), () => fail(detail, status)),
};
