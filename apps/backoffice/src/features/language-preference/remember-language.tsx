import { useRememberLanguage } from './use-remember-language';

/** Renders nothing: keeps the signed-in user's language on the server (see the hook). */
export function RememberLanguage() {
  useRememberLanguage();
  return null;
}
