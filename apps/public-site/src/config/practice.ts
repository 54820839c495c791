import { demoPractice } from '@cabinet/i18n/defaults/demo-practice';

/**
 * The practice as the site shows it until (or unless) the API's organization answers: the footer,
 * the contact page and the structured data use it as a fallback.
 */
export const practice = {
  ...demoPractice,
  /** The practice on the map (Rue du Seyon, Neuchâtel). */
  coordinates: { latitude: 46.99258, longitude: 6.93062 },
  /** Days a contact request is kept after it ended, before it is erased (the organization's default). */
  retentionDays: 730,
  /**
   * The practice's business identification number (UID/IDE, `CHE-xxx.xxx.xxx`), shown on the legal
   * notice. The organization record holds no such field yet: until it does (a `uid` column beside
   * the address, read like it by `usePracticeIdentity`), staff who need another number write it
   * into the legal notice's text in place of `{{uid}}`. The demo's number is fictitious.
   */
  uid: 'CHE-000.000.000',
} as const;

/** Emergency services named on the contact page. */
export const emergency = {
  ambulance: '144',
  helpline: '143',
  /** The cantonal psychiatric emergency service (Centre neuchâtelois de psychiatrie). */
  psychiatricUrl: 'https://www.cnp.ch/',
} as const;
