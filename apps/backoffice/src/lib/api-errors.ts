import { ApiError, NETWORK_ERROR_STATUS } from '@cabinet/api-client/api-error';
import type { TFunction } from 'i18next';

/** Server messages of the sign-in calls, shown in the reader's language. */
const knownDetails: Record<string, string> = {
  'Incorrect username or password': 'errors.credentials',
  'Incorrect OTP': 'errors.otp',
  'Please enter the one-time code': 'otp.required',
  'This link is invalid or has expired. Ask for a new one.': 'errors.invalidLink',
  'The old password is incorrect.': 'errors.oldPassword',
  'The new password is equal to the old password': 'password.sameAsOld',
  'Your current password is incorrect.': 'errors.currentPassword',
  'Enter your current password to turn two-factor authentication on or off.':
    'errors.currentPasswordNeeded',
  'Your organization requires two-factor authentication: set it up before you sign in.':
    'errors.twoFactorSetupNeeded',
  'Your organization requires two-factor authentication: it cannot be turned off.':
    'errors.twoFactorKept',
  'This email address is already used by another account.': 'errors.emailTaken',
  'This is already your email address.': 'errors.emailUnchanged',
  'Too many email changes asked for. Try again in an hour.': 'errors.emailChangesTooMany',
  'Change your own email from your profile: it takes effect once you follow the link sent to the new address.':
    'errors.ownEmailByConfirmation',
};

/** The lockout answer of POST /token (HTTP 429), naming the minutes left. */
const LOCKED = /^Too many failed sign-in attempts\. Try again in (\d+) minutes?\.$/;

export const INCORRECT_OTP = 'Incorrect OTP';

/** Whether the API refused the second factor (the login screen then asks for a code). */
export function isIncorrectOtp(error: unknown): boolean {
  return error instanceof ApiError && error.detail === INCORRECT_OTP;
}

/**
 * What to tell the user about a failed call: a known server message in their language,
 * otherwise the server's own `detail`, or "An error occurred" when there is none.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common:errors.generic');
  if (error.status === NETWORK_ERROR_STATUS) return t('errors.network');
  const locked = LOCKED.exec(error.detail);
  if (locked) return t('errors.locked', { minutes: locked[1] });
  const key = knownDetails[error.detail];
  if (key) return t(key);
  return error.detail || t('common:errors.generic');
}
