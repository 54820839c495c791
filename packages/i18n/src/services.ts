/**
 * The practice's six services, in the order the site shows them. The ids name their texts
 * (`services.{id}.*` on the site, `practitioners.service.{id}` in the back-office), what a
 * practitioner offers and what a visitor may ask about, so the API's contract and both front ends
 * read this one list.
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

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}
