/**
 * The fictional demonstration practice, defined once beside the default texts and used the same
 * way: the API's seed writes it into a fresh database (staff then replace it in the organization
 * settings), and the sites bundle it only as the fallback shown until the API's organization answers. Postal data is not translated. Its email stays out of the sites'
 * bundles: the API gives it to visitors only after the human-verification challenge.
 */
export const demoPractice = {
  name: 'Cabinet Lac & Parole',
  street: 'Rue du Seyon 10',
  zip: '2000',
  city: 'Neuchâtel',
  country: 'CH',
  phone: '+41 32 000 00 00',
} as const;

/** The seed's contact address for the demo practice (never bundled by a site). */
export const demoPracticeEmail = 'contact@cabinet-lac-parole.example';
