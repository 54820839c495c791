import type { Language } from '../languages.ts';
import type { Namespace, Texts } from './namespaces.ts';

type TextsModule = Promise<{ default: Texts }>;

/**
 * One import per language and namespace, so a bundler emits each text file as its own chunk and a
 * site loads only the texts of the language it shows (the entry of the public site stays small).
 */
const loaders: Record<Language, Record<Namespace, () => TextsModule>> = {
  fr: {
    common: () => import('./fr/common.json'),
    ui: () => import('./fr/ui.json'),
    public: () => import('./fr/public.json'),
    backoffice: () => import('./fr/backoffice.json'),
    email: () => import('./fr/email.json'),
  },
  en: {
    common: () => import('./en/common.json'),
    ui: () => import('./en/ui.json'),
    public: () => import('./en/public.json'),
    backoffice: () => import('./en/backoffice.json'),
    email: () => import('./en/email.json'),
  },
  de: {
    common: () => import('./de/common.json'),
    ui: () => import('./de/ui.json'),
    public: () => import('./de/public.json'),
    backoffice: () => import('./de/backoffice.json'),
    email: () => import('./de/email.json'),
  },
};

/** The bundled texts of one language for the given namespaces, loaded on demand. */
export async function loadDefaultTexts(
  language: Language,
  namespaces: readonly Namespace[],
): Promise<Partial<Record<Namespace, Texts>>> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, (await loaders[language][ns]()).default] as const),
  );
  return Object.fromEntries(entries);
}
