import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { defaultTexts } from './defaults/index.ts';
import type { Namespace } from './defaults/index.ts';
import { detectionOptions } from './detection-options.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage } from './languages.ts';
import { createRetryingLoader } from './retrying-fetch.ts';
import type { RetryingLoaderOptions } from './retrying-fetch.ts';
import { siteContentBackendOptions } from './site-content-backend.ts';

export interface CreateI18nOptions {
  /** API base URL; texts come from `{apiUrl}/site_content/{ns}/{lng}.json`. */
  apiUrl: string;
  /** Namespaces whose texts are fetched from the server (all are bundled as defaults). */
  namespaces: Namespace[];
  /** Namespace of keys without a `ns:` prefix; the first of `namespaces` when omitted. */
  defaultNamespace?: Namespace;
  fetch?: typeof fetch;
  /** Loader tuning (spec defaults: 10 parallel reads, 5 retries, 350 ms base delay). */
  retry?: Omit<RetryingLoaderOptions, 'fetch'>;
  /** How long the returned promise waits for the server's texts before settling for the defaults. */
  serverTextsTimeoutMs?: number;
}

/** The bundled texts of every language and namespace, shown until (or unless) the server answers. */
function bundledResources(): Resource {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, { ...defaultTexts[lng] }]));
}

function syncHtmlLang(i18n: I18n): void {
  const apply = () => {
    if (typeof document !== 'undefined') {
      document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language;
    }
  };
  apply();
  i18n.on('languageChanged', apply);
}

/**
 * Fetches the server's texts, once per page load, for the languages in use (the current one and its
 * French fallback) and merges them over the bundled defaults; a failed read leaves the defaults.
 */
function serverTextsLoader(i18n: I18n, namespaces: Namespace[]): () => Promise<void> {
  const fetched = new Set<string>();
  return async () => {
    const missing = i18n.languages.filter((lng) => isLanguage(lng) && !fetched.has(lng));
    if (missing.length === 0 || namespaces.length === 0) return;
    missing.forEach((lng) => fetched.add(lng));
    await i18n.reloadResources(missing, namespaces);
  };
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * An initialised i18next instance for React. Keys are flat (`keySeparator: false`) and may name
 * another namespace with `ns:key` (`nsSeparator: ':'`, so keys never contain a colon). The bundled
 * defaults are the initial resources, so the site reads well even when the API is down; the server's
 * texts are then fetched and merged over them, and components re-render when they arrive.
 */
export async function createI18n(options: CreateI18nOptions): Promise<I18n> {
  const { apiUrl, namespaces, fetch, retry, serverTextsTimeoutMs = 2000 } = options;
  const load = createRetryingLoader({ ...retry, ...(fetch ? { fetch } : {}) });
  const i18n = i18next.createInstance();
  i18n.use(HttpBackend).use(LanguageDetector).use(initReactI18next);

  await i18n.init<HttpBackendOptions>({
    resources: bundledResources(),
    ns: namespaces,
    defaultNS: options.defaultNamespace ?? namespaces[0] ?? 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    detection: detectionOptions,
    backend: siteContentBackendOptions(apiUrl, load),
    // The loader already limits parallel reads and retries; i18next must not retry a second time.
    maxRetries: 0,
    react: { bindI18nStore: 'added' },
  });

  syncHtmlLang(i18n);
  const loadServerTexts = serverTextsLoader(i18n, namespaces);
  i18n.on('languageChanged', () => void loadServerTexts());
  await waitAtMost(loadServerTexts(), serverTextsTimeoutMs);
  return i18n;
}
