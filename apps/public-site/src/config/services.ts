/** The six services, in order; their texts are `services.{id}.*` in the public namespace. */
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

/** Each service's illustration (the project's own SVG), with its intrinsic size. */
export function serviceImage(id: ServiceId) {
  return { src: `/images/services/${id}.svg`, width: 320, height: 200 };
}

/** The anchor of the fees section on /services. */
export const FEES_ANCHOR = 'fees';

/** The sample prescription form, replaceable by the practice. */
export const PRESCRIPTION_FORM_URL = '/documents/prescription-form-sample.pdf';
