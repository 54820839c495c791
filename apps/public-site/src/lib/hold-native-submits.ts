import { hydratedByReact } from './hydrated-by-react';

/**
 * Until React has a form, the browser would send it itself: a GET to the page's own address with
 * every field in the URL (a visitor's message included), where it stays in the history and in the
 * server's logs. Such a submission is stopped; what was typed stays in the fields, for the visitor
 * to send once React has the form.
 */
export function holdNativeSubmits(root: HTMLElement): void {
  root.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement && !hydratedByReact(event.target))
        event.preventDefault();
    },
    true,
  );
}
