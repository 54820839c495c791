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

import type { Namespace, Texts } from './namespaces.ts';

export { NAMESPACES, type Namespace, type Texts } from './namespaces.ts';

export const defaultTexts: Record<Language, Record<Namespace, Texts>> = {
  fr: { common: frCommon, ui: frUi, public: frPublic, backoffice: frBackoffice, email: frEmail },
  en: { common: enCommon, ui: enUi, public: enPublic, backoffice: enBackoffice, email: enEmail },
  de: { common: deCommon, ui: deUi, public: dePublic, backoffice: deBackoffice, email: deEmail },
};
