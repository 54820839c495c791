import { toUserView } from '../../auth/current-user-view.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { LoginOutcome } from '../../auth/login.ts';
import type { IssuedTokens } from '../../auth/sessions.ts';
import { refusal } from '../../errors.ts';

/**
 * The answer of a sign-in or sign-up (`TokenResponse`): the short access token, how many seconds
 * it lasts, the refresh token that renews it, and the user they belong to.
 */
export const signedInAnswer = (tokens: IssuedTokens, current: CurrentUser) => ({
  is_require_user_config_2fa: false,
  access_token: tokens.accessToken,
  refresh_token: tokens.refreshToken,
  expires_in: tokens.expiresIn,
  token_type: 'bearer' as const,
  user: toUserView(current),
});

/**
 * What `POST /token` answers for a sign-in outcome: a refusal is thrown (401, 403 or 429); an account
 * that must set up 2FA first gets no token, only the flag that sends it to the setup screen.
 */
export function tokenAnswer(outcome: LoginOutcome) {
  if (outcome.kind === 'refused') throw refusal(outcome.status, outcome.detail);
  if (outcome.kind === 'needs-2fa-setup')
    return {
      is_require_user_config_2fa: true,
      access_token: null,
      refresh_token: null,
      expires_in: null,
      token_type: 'bearer' as const,
      user: null,
    };
  return signedInAnswer(outcome.tokens, outcome.user);
}
