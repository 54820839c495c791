/**
 * The practice's six services, by the ids the public site's pages use: what a practitioner offers
 * and what a visitor may ask about.
 */
export const SERVICE_IDS = [
  'individual-psychotherapy',
  'family-psychotherapy',
  'couple-psychotherapy',
  'group-psychotherapy',
  'supervision',
  'immediate-intervention',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];
