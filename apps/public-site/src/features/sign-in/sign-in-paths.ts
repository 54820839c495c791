/** Paths of the sign-in screens, which live in the back-office (staff sign in there). */
export const SIGN_IN_PATHS = [
  '/login',
  '/reset-password',
  '/reset-password-confirmation/:token',
  '/set-password',
  '/passwordless-login',
] as const;
