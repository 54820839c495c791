import type { paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';
import { userRecord } from './resource-handlers';
import { apiUser, type ApiUser } from './users';

type TwoFactorConfig =
  paths['/user/me/2fa-config']['get']['responses'][200]['content']['application/json'];
type TwoFactorUpdate = NonNullable<
  paths['/user/me/2fa-config']['put']['requestBody']
>['content']['application/json'];
type ChangePasswordBody = NonNullable<
  paths['/change-password']['post']['requestBody']
>['content']['application/json'];
type ChangePasswordAnswer =
  paths['/change-password']['post']['responses'][200]['content']['application/json'];
type OwnProfileBody = NonNullable<
  paths['/user/me/profile']['put']['requestBody']
>['content']['application/json'];
type EmailChangeBody = NonNullable<
  paths['/user/me/email-change']['post']['requestBody']
>['content']['application/json'];
type EmailChangeAnswer =
  paths['/user/me/email-change']['post']['responses'][200]['content']['application/json'];
type ConfirmAnswer =
  paths['/email-change-confirmation']['post']['responses'][200]['content']['application/json'];
interface ErrorBody {
  detail: string;
}

export const TEST_TOTP_URI =
  'otpauth://totp/Cabinet:amartin?secret=JBSWY3DPEHPK3PXP&issuer=Cabinet&algorithm=SHA1&digits=6&period=30';
export const TEST_RECOVERY_CODES = ['k3fz-9qpd-2m7x', 'a1b2-c3d4-e5f6', 'zz99-yy88-xx77'];
/** The signed-in user's password, which turning 2FA on or off asks for. */
export const TEST_CURRENT_PASSWORD = 'Current-passw0rd';

const fail = (detail: string, status = 400) => HttpResponse.json<ErrorBody>({ detail }, { status });

/** The own-profile calls of the mocked API, typed from the OpenAPI document. */
export const profileHandlers = {
  /** POST /change-password: `oldPassword` is the current one; calls are handed to `onRequest`. */
  changePassword: (oldPassword: string, onRequest?: (body: ChangePasswordBody) => void) =>
    http.post<never, ChangePasswordBody, ChangePasswordAnswer | ErrorBody>(
      apiUrl('/change-password'),
      async ({ request }) => {
        const body = await request.json();
        onRequest?.(body);
        if (body.old_password !== oldPassword) return fail('The old password is incorrect.');
        return HttpResponse.json<ChangePasswordAnswer>({
          detail: 'Password changed successfully!',
          access_token: 'token-after-password-change',
        });
      },
    ),

  /**
   * GET and PUT /user/me/2fa-config over one state: 2FA starts `on` or off; `code` and `password`
   * confirm a change;
   * the requests' bearer tokens are handed to `onRequest`. `earlierSetupUri` is a setup begun
   * before and never confirmed, which GET shows until a new setup replaces it; a new setup's answer
   * waits for `setupAnswers` when given.
   */
  twoFactor: ({
    on = false,
    code = '123456',
    password = TEST_CURRENT_PASSWORD,
    onRequest,
    earlierSetupUri,
    setupAnswers,
  }: {
    on?: boolean;
    code?: string;
    /** The current password a confirmed change asks for. */
    password?: string;
    onRequest?: (method: string, body: TwoFactorUpdate | null, token: string | null) => void;
    earlierSetupUri?: string;
    setupAnswers?: Promise<void>;
  } = {}) => {
    const state = { on, pending: Boolean(earlierSetupUri), uri: earlierSetupUri ?? TEST_TOTP_URI };
    const view = (extra: Partial<TwoFactorConfig> = {}): TwoFactorConfig => ({
      is_use_2fa: state.on,
      totp_uri: !state.on && state.pending ? state.uri : null,
      recovery_codes: [],
      access_token: null,
      ...extra,
    });
    return [
      http.get<never, never, TwoFactorConfig>(apiUrl('/user/me/2fa-config'), ({ request }) => {
        onRequest?.('GET', null, request.headers.get('Authorization'));
        return HttpResponse.json(view());
      }),
      http.put<never, TwoFactorUpdate, TwoFactorConfig | ErrorBody>(
        apiUrl('/user/me/2fa-config'),
        async ({ request }) => {
          const body = await request.json();
          onRequest?.('PUT', body, request.headers.get('Authorization'));
          if (body.is_use_2fa && !body.confirmed) {
            // A new setup: a new secret, which replaces any earlier one.
            state.pending = true;
            state.uri = TEST_TOTP_URI;
            await setupAnswers;
            return HttpResponse.json(view());
          }
          if (body.is_use_2fa === state.on) return fail('Nothing to change.');
          if (!body.crosscheck_otp) return fail('Please enter the one-time code');
          if (!body.current_password)
            return fail('Enter your current password to turn two-factor authentication on or off.');
          if (body.current_password !== password)
            return HttpResponse.json(
              { detail: 'Your current password is incorrect.' },
              { status: 403 },
            );
          if (body.crosscheck_otp !== code) return fail('Incorrect OTP');
          state.on = body.is_use_2fa;
          state.pending = false;
          return HttpResponse.json(
            view({
              recovery_codes: state.on ? TEST_RECOVERY_CODES : [],
              access_token: 'token-after-2fa-change',
            }),
          );
        },
      ),
    ];
  },

  /**
   * GET /user/{id} and PUT /user/me/profile of one user over one state, starting from `user`;
   * each saved body is handed to `onSave`.
   */
  ownProfile: (user: ApiUser = apiUser(), onSave?: (body: OwnProfileBody) => void) => {
    const state = { user };
    return [
      http.get(apiUrl('/user/{id}').replace('{id}', String(user.id)), () =>
        HttpResponse.json(userRecord(state.user.id, state.user)),
      ),
      http.put<never, OwnProfileBody, ApiUser | ErrorBody>(
        apiUrl('/user/me/profile'),
        async ({ request }) => {
          const body = await request.json();
          onSave?.(body);
          if ((body.phone ?? '').includes('!')) return fail('phone is not a phone number.');
          state.user = { ...state.user, ...body };
          return HttpResponse.json(state.user);
        },
      ),
    ];
  },

  /**
   * POST /user/me/email-change as the API answers it: `password` is the current one; `taken` an
   * address another account uses. Each body is handed to `onRequest`.
   */
  emailChange: ({
    password = TEST_CURRENT_PASSWORD,
    taken = 'taken@example.ch',
    onRequest,
  }: { password?: string; taken?: string; onRequest?: (body: EmailChangeBody) => void } = {}) =>
    http.post<never, EmailChangeBody, EmailChangeAnswer | ErrorBody>(
      apiUrl('/user/me/email-change'),
      async ({ request }) => {
        const body = await request.json();
        onRequest?.(body);
        if (body.current_password !== password)
          return fail('Your current password is incorrect.', 403);
        if (body.new_email.toLowerCase() === taken)
          return fail('This email address is already used by another account.');
        return HttpResponse.json<EmailChangeAnswer>({
          detail: 'A confirmation link has been sent to the new address.',
          pending_email: body.new_email,
        });
      },
    ),

  /** POST /email-change-confirmation: `validToken` is the one live link; others are refused. */
  confirmEmailChange: (
    validToken: string,
    email: string,
    onRequest?: (body: { token: string }) => void,
  ) => {
    let used = false;
    return http.post<never, { token: string }, ConfirmAnswer | ErrorBody>(
      apiUrl('/email-change-confirmation'),
      async ({ request }) => {
        const body = await request.json();
        onRequest?.(body);
        if (body.token !== validToken || used)
          return fail('This link is invalid or has expired. Ask for a new one.');
        used = true;
        return HttpResponse.json<ConfirmAnswer>({
          detail: 'Your email address has been changed.',
          email,
        });
      },
    );
  },
};
