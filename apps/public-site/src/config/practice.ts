import { demoPractice } from '@cabinet/i18n/defaults/demo-practice';

/**
 * The practice as the site shows it until (or unless) the API's organization answers: the footer,
 * the contact page and the structured data use it as a fallback.
 */
export const practice = {
  ...demoPractice,
  /** The practice on the map (Rue du Seyon, Neuchâtel). */
  coordinates: { latitude: 46.99258, longitude: 6.93062 },
  /** Days a contact request is kept before the scheduled deletion (organization default). */
  retentionDays: 180,
} as const;

/** Emergency services named on the contact page. */
export const emergency = {
  ambulance: '144',
  helpline: '143',
  /** The cantonal psychiatric emergency service (Centre neuchâtelois de psychiatrie). */
  psychiatricUrl: 'https://www.cnp.ch/',
} as const;
