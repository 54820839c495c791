/**
 * Site-content namespaces. Each is a flat object of key → text (keys may contain dots; i18next runs
 * with `keySeparator: false`), stored per locale as `site_content` rows and editable by staff.
 * `common`: shared words; `ui`: texts of packages/ui components; `public`: the public site;
 * `backoffice`: the staff back-office; `email`: messages the API sends.
 */
export const NAMESPACES = ['common', 'ui', 'public', 'backoffice', 'email'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Texts = Record<string, string>;
