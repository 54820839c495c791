// no-inline: a small file would become a data: URL, which the CSP refuses as a worker.
import shaWorkerUrl from 'altcha/workers/sha?url&no-inline';

let loading: Promise<void> | undefined;

/**
 * Loads the self-hosted ALTCHA widget (its script, its stylesheet) on first use only, so pages that
 * never show a challenge do not pay for it, and sets it up before any widget starts:
 * - its proof-of-work worker is a same-origin file (the CSP allows workers from 'self' only), for
 *   the one algorithm the API's challenges use (SHA-256; apps/api human-check.ts);
 * - no logo nor "protected by" link;
 * - no record of the visitor's pointer, touch, scroll and keys (the widget's "human interaction
 *   signature", sent only to a server that asks for it): the check stays a proof of work alone.
 */
export function loadAltcha(): Promise<void> {
  loading ??= Promise.all([import('altcha/external'), import('altcha/altcha.css')]).then(() => {
    globalThis.$altcha.algorithms.set('SHA-256', () => new Worker(shaWorkerUrl));
    globalThis.$altcha.defaults.set({
      hideLogo: true,
      hideFooter: true,
      humanInteractionSignature: false,
    });
  });
  return loading;
}
