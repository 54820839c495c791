import { createI18n } from '@cabinet/i18n/create-i18n';
import type { Namespace } from '@cabinet/i18n/defaults';
import type { i18n as I18n } from 'i18next';
import { env } from '../config/env';

/** This app's texts: its own namespace first (the default), plus the shared words and the UI kit's. */
export const APP_NAMESPACES = [
  'backoffice',
  'common',
  'ui',
] as const satisfies readonly Namespace[];

/**
 * The app's i18next instance: the shown language's bundled texts, loaded before the first screen
 * (another language's when staff switch to it), then the staff-edited texts from the API.
 */
export function createAppI18n(): Promise<I18n> {
  return createI18n({ apiUrl: env.apiUrl, namespaces: [...APP_NAMESPACES], defaults: 'on-demand' });
}
