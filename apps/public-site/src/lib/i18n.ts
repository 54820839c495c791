import { createI18n } from '@cabinet/i18n/create-i18n';
import type { KnownServerTexts } from '@cabinet/i18n/create-i18n';
import type { Namespace } from '@cabinet/i18n/defaults';
import type { Language } from '@cabinet/i18n/languages';
import type { i18n as I18n } from 'i18next';
import { env } from '../config/env';

/** This app's texts: its own namespace first (the default), plus the shared words and the UI kit's. */
export const APP_NAMESPACES = ['public', 'common', 'ui'] as const satisfies readonly Namespace[];

interface AppI18nOptions {
  /** Fetch the staff-edited texts once this settles (a hydrated page), not before the first render. */
  serverTextsAfter?: Promise<unknown>;
  /** The staff-edited texts the page's HTML was made with (none when it was made at build time). */
  knownServerTexts?: KnownServerTexts;
}

/**
 * The app's i18next instance: the shown language's bundled texts with the staff-edited texts from
 * the API merged over them, both loaded side by side (the API waited for at most 2 s).
 */
export function createAppI18n(options: AppI18nOptions = {}): Promise<I18n> {
  return createI18n({
    apiUrl: env.apiUrl,
    namespaces: [...APP_NAMESPACES],
    defaults: 'on-demand',
    ...options,
  });
}

/**
 * The bundled texts of one language only, with the staff-edited texts given if any, and no API
 * call: pages rendered ahead of time, at build time or by the site's server.
 */
export function createBuildTimeI18n(
  language: Language,
  knownServerTexts?: KnownServerTexts,
): Promise<I18n> {
  return createI18n({
    apiUrl: env.apiUrl,
    namespaces: [...APP_NAMESPACES],
    defaults: 'on-demand',
    language,
    serverTexts: false,
    ...(knownServerTexts ? { knownServerTexts } : {}),
  });
}
