import { type ServiceId } from '@cabinet/i18n/services';

/** The services' illustrations (the project's own SVG drawings), by file. */
const ILLUSTRATIONS = import.meta.glob<string>('./service-illustrations/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Each service's illustration as SVG markup, with its intrinsic size: drawn in the page itself (an
 * SVG image costs a phone's main thread a whole document each).
 */
export function serviceImage(id: ServiceId) {
  const svg = ILLUSTRATIONS[`./service-illustrations/${id}.svg`];
  if (svg === undefined) throw new Error(`The service ${id} has no illustration.`);
  return { svg, width: 320, height: 200 };
}

/** The anchor of the fees section on /services. */
export const FEES_ANCHOR = 'fees';

/** The sample prescription form, replaceable by the practice. */
export const PRESCRIPTION_FORM_URL = '/documents/prescription-form-sample.pdf';
