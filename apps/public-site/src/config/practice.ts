/**
 * The (fictional) demonstration practice's fixed contact details, shown in the footer and on the
 * contact page. Postal data is not translated.
 */
export const practice = {
  name: 'Cabinet Lac & Parole',
  street: 'Rue du Seyon 10',
  postcodeCity: '2000 Neuchâtel',
  country: 'CH',
  /** As dialled, and as shown. */
  phone: { href: 'tel:+41320000000', label: '+41 32 000 00 00' },
} as const;
