/**
 * The (fictional) demonstration practice's identity, shown until (or unless) the API's organization
 * answers: the footer, the contact page and the structured data use it as a fallback. Its email is
 * deliberately absent: the API gives it only after the human-verification challenge.
 */
export const practice = {
  name: 'Cabinet Lac & Parole',
  street: 'Rue du Seyon 10',
  zip: '2000',
  city: 'Neuchâtel',
  country: 'CH',
  phone: '+41 32 000 00 00',
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
