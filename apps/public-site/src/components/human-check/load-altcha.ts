// no-inline: a small file would become a data: URL, which the CSP refuses as a worker.
import workerUrl from 'altcha/worker?url&no-inline';

let loading: Promise<string> | undefined;

/**
 * Loads the self-hosted ALTCHA widget (its script, its stylesheet) on first use only, so pages that
 * never show a challenge do not pay for it. Resolves to the URL of its proof-of-work worker, a
 * same-origin file (the CSP allows workers from 'self' only).
 */
export function loadAltcha(): Promise<string> {
  loading ??= Promise.all([import('altcha/external'), import('altcha/altcha.css')]).then(
    () => workerUrl,
  );
  return loading;
}
