import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, type Namespace, type Texts } from './defaults/namespaces.ts';
import { loadDefaultTexts } from './defaults/load-default-texts.ts';
import { createLanguageDetector, detectLanguage } from './language-detector.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language } from './languages.ts';
import { createRetryingLoader } from './retrying-fetch.ts';
import type { RetryingLoaderOptions } from './retrying-fetch.ts';
import { createSiteContentBackend } from './site-content-backend.ts';

export interface CreateI18nOptions {
  /** API base URL; texts come from `{apiUrl}/site_content/{ns}/{lng}.json`. */
  apiUrl: string;
  /** Namespaces whose texts are fetched from the server (all are bundled as defaults). */
  namespaces: Namespace[];
  /** Namespace of keys without a `ns:` prefix; the first of `namespaces` when omitted. */
  defaultNamespace?: Namespace;
  fetch?: typeof fetch;
  /** Loader tuning (defaults: 10 parallel reads, 5 retries, 350 ms base delay). */
  retry?: Omit<RetryingLoaderOptions, 'fetch'>;
  /** How long the returned promise waits for the server's texts before settling for the defaults. */
  serverTextsTimeoutMs?: number;
  /**
   * `bundled` (default): every language's texts ship with the app. `on-demand`: only the shown
   * language's texts are loaded, before it is shown (for a site whose entry must stay small).
   */
  defaults?: 'bundled' | 'on-demand';
  /** A fixed language instead of the visitor's (pages rendered at build time); no detection. */
  language?: Language;
  /** `false`: the bundled texts only, no request to the API (pages rendered at build time). */
  serverTexts?: boolean;
  /**
   * The server's texts are fetched once this settles, and the returned promise does not wait for
   * them: a page hydrated from prerendered HTML must first render exactly the bundled texts.
   */
  serverTextsAfter?: Promise<unknown>;
  /**
   * The staff-edited texts of one language, already known (the site's server rendered the page
   * with them and sent them along): merged over the bundled defaults before the first render, and
   * not fetched again for that language.
   */
  knownServerTexts?: KnownServerTexts;
}

/** The texts that differ from the bundled defaults in one language, by namespace. */
export interface KnownServerTexts {
  language: Language;
  texts: Partial<Record<Namespace, Record<string, string>>>;
}

/**
 * The keys of `server` whose text differs from `defaults` (missing or changed), by namespace: what
 * a page rendered with the server's texts must send along for the browser to render it the same.
 */
export function textsDifferingFromDefaults(
  defaults: Partial<Record<Namespace, Record<string, string>>>,
  server: Partial<Record<Namespace, Record<string, string>>>,
): KnownServerTexts['texts'] {
  const differing: KnownServerTexts['texts'] = {};
  for (const [ns, texts] of Object.entries(server) as [Namespace, Record<string, string>][]) {
    const bundled = defaults[ns] ?? {};
    const changed = Object.entries(texts).filter(([key, text]) => bundled[key] !== text);
    if (changed.length > 0) differing[ns] = Object.fromEntries(changed);
  }
  return differing;
}

/**
 * A copy of bundled texts an instance may change: i18next keeps the resources it is given and
 * merges later texts into them, while the bundled modules are shared by every instance (on the
 * site's server, by every page it renders).
 */
function ownCopy(texts: Partial<Record<Namespace, Texts>>): Resource[string] {
  return Object.fromEntries(Object.entries(texts).map(([ns, bundle]) => [ns, { ...bundle }]));
}

/** The bundled texts of every language and namespace, shown until (or unless) the server answers. */
async function bundledResources(): Promise<Resource> {
  const texts = await Promise.all(
    SUPPORTED_LANGUAGES.map(
      async (lng) => [lng, ownCopy(await loadDefaultTexts(lng, NAMESPACES))] as const,
    ),
  );
  return Object.fromEntries(texts);
}

/**
 * Loads the bundled texts of a language before i18next switches to it, so a switch shows the
 * bundled texts at once (the server's texts follow), even when the API is down. `opening`, the
 * language i18next started in, has its texts already.
 */
function loadDefaultsBeforeSwitching(i18n: I18n, namespaces: Namespace[], opening: Language): void {
  const loading = new Map<string, Promise<void>>([[opening, Promise.resolve()]]);
  const add = async (lng: Language) => {
    const texts = await loadDefaultTexts(lng, namespaces);
    // Not overwriting: server texts already merged for this language win over the defaults.
    // (Merged key by key, so the server's and the defaults may arrive in either order.)
    Object.entries(texts).forEach(([ns, bundle]) => i18n.addResourceBundle(lng, ns, bundle, true));
  };
  const ensure = (lng: unknown): Promise<void> => {
    if (!isLanguage(lng)) return Promise.resolve();
    const pending = loading.get(lng) ?? add(lng);
    loading.set(lng, pending);
    return pending;
  };
  const switchLanguage = i18n.changeLanguage.bind(i18n);
  i18n.changeLanguage = async (lng, callback) => {
    await ensure(lng);
    return switchLanguage(lng, callback);
  };
}

function syncHtmlLang(i18n: I18n): void {
  const apply = () => {
    if (typeof document === 'undefined') return;
    const lang = i18n.resolvedLanguage ?? i18n.language;
    // Set only when it changes: a page's styles may depend on its language (hyphenation, quotes).
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  };
  apply();
  i18n.on('languageChanged', apply);
}

/**
 * Fetches the server's texts, once per page load, for the languages in use (the current one and,
 * unless only the current one is wanted, its French fallback) and merges them over the bundled defaults; a failed read leaves the defaults.
 */
function serverTextsLoader(
  i18n: I18n,
  namespaces: Namespace[],
  currentOnly: boolean,
  known: readonly string[],
): () => Promise<void> {
  const fetched = new Set<string>(known);
  return async () => {
    const inUse = currentOnly ? [i18n.language] : i18n.languages;
    const missing = inUse.filter((lng) => isLanguage(lng) && !fetched.has(lng));
    if (missing.length === 0 || namespaces.length === 0) return;
    missing.forEach((lng) => fetched.add(lng));
    await i18n.reloadResources(missing, namespaces);
  };
}

/** Puts texts the page arrived with over the bundled defaults (they win, key by key). */
function mergeKnownServerTexts(i18n: I18n, known: KnownServerTexts | undefined): void {
  if (!known) return;
  for (const [ns, texts] of Object.entries(known.texts)) {
    i18n.addResourceBundle(known.language, ns, texts, true, true);
  }
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
  const { apiUrl, namespaces, fetch, retry, serverTextsTimeoutMs = 2000, language } = options;
  const { serverTexts: fetchServerTexts = true, serverTextsAfter } = options;
  const onDemand = options.defaults === 'on-demand';
  const load = createRetryingLoader({ ...retry, ...(fetch ? { fetch } : {}) });
  const i18n = i18next.createInstance();
  i18n.use(createSiteContentBackend(apiUrl, load)).use(initReactI18next);
  const detector = language ? undefined : createLanguageDetector();
  if (detector) i18n.use(detector);
  // On demand, the language the page opens in is found first and its bundled texts are the initial
  // resources: i18next then starts in it in one pass, with no second switch once they arrive (on
  // a phone each pass is a few milliseconds of the page's start-up).
  const opening = onDemand ? (language ?? detectLanguage()) : undefined;
  // Remembered from now (when the browser is idle, or as the page is left), not once the texts
  // have loaded: a visitor who follows a link before then keeps the language.
  if (detector && opening) detector.cacheUserLanguage?.(opening);
  const startIn = opening ?? language;

  await i18n.init({
    // With resources given, i18next never calls the backend by itself.
    resources: opening
      ? { [opening]: ownCopy(await loadDefaultTexts(opening, namespaces)) }
      : await bundledResources(),
    ns: namespaces,
    defaultNS: options.defaultNamespace ?? namespaces[0] ?? 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    // A text staff emptied shows empty, as they wrote it, instead of the French one or, in French,
    // the key itself (i18next's default since v27).
    returnEmptyString: true,
    // The loader already limits parallel reads and retries; i18next must not retry a second time.
    maxRetries: 0,
    react: { bindI18nStore: 'added' },
    ...(startIn ? { lng: startIn } : {}),
  });

  syncHtmlLang(i18n);
  // On demand, the French fallback's texts are not loaded: every language has every key.
  const { knownServerTexts } = options;
  const loadServerTexts = serverTextsLoader(
    i18n,
    fetchServerTexts ? namespaces : [],
    onDemand,
    knownServerTexts ? [knownServerTexts.language] : [],
  );
  // A failed read leaves the bundled texts; it must not surface as an unhandled rejection.
  const afterwards = serverTextsAfter?.then(loadServerTexts).catch(() => undefined);
  const serverTexts = afterwards ?? waitAtMost(loadServerTexts(), serverTextsTimeoutMs);
  if (opening) loadDefaultsBeforeSwitching(i18n, namespaces, opening);
  mergeKnownServerTexts(i18n, knownServerTexts);
  i18n.on('languageChanged', () => void loadServerTexts());
  if (!afterwards) await serverTexts;
  return i18n;
}
