import type { Language } from '../languages.ts';
import deBackoffice from './de/backoffice.json';
import deCommon from './de/common.json';
import deEmail from './de/email.json';
import dePublic from './de/public.json';
import deUi from './de/ui.json';
import enBackoffice from './en/backoffice.json';
import enCommon from './en/common.json';
import enEmail from './en/email.json';
import enPublic from './en/public.json';
import enUi from './en/ui.json';
import frBackoffice from './fr/backoffice.json';
import frCommon from './fr/common.json';
import frEmail from './fr/email.json';
import frPublic from './fr/public.json';
import frUi from './fr/ui.json';

/**
 * Site-content namespaces. Each is a flat object of key → text (keys may contain dots; i18next runs
 * with `keySeparator: false`), stored per locale as `site_content` rows and editable by staff.
 * `common`: shared words; `ui`: texts of packages/ui components; `public`: the public site;
 * `backoffice`: the staff back-office; `email`: messages the API sends.
 */
export const NAMESPACES = ['common', 'ui', 'public', 'backoffice', 'email'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Texts = Record<string, string>;

export const defaultTexts: Record<Language, Record<Namespace, Texts>> = {
  fr: { common: frCommon, ui: frUi, public: frPublic, backoffice: frBackoffice, email: frEmail },
  en: { common: enCommon, ui: enUi, public: enPublic, backoffice: enBackoffice, email: enEmail },
  de: { common: deCommon, ui: deUi, public: dePublic, backoffice: deBackoffice, email: deEmail },
};
