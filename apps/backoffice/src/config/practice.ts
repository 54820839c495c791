/**
 * The (fictional) demonstration practice's fixed contact details, shown in the footer of the sign-in
 * screens as on the public site. Postal data is not translated.
 */
export const practice = {
  name: 'Cabinet Lac & Parole',
  street: 'Rue du Seyon 10',
  postcodeCity: '2000 Neuchâtel',
  phone: '+41 32 000 00 00',
} as const;
