import type { Language } from '@cabinet/i18n/languages';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage as renderPageHtml, type ServerTexts } from '../entry-server';
import { startIslands, stopIslands } from '../islands/start';
import type { PublicOrganization } from '../lib/known-organization';
import type { PublicPractitioner } from '../lib/known-practitioners';

/** The elements the last page rendered put in `<head>`. */
const pageHead: ChildNode[] = [];

interface RenderPageOptions {
  language?: Language;
  /** The practice's identity the server renders the page with. */
  organization?: PublicOrganization;
  /** The team the server renders the page with; left out, the server could not read it. */
  practitioners?: PublicPractitioner[];
  /** The texts staff edited, as the API answers them (by namespace); left out, none. */
  texts?: ServerTexts;
}

/**
 * A page as a visitor gets it: rendered by the site's server into the document, then its islands
 * started as the page's script starts them, against the mocked API. Resolves once every island
 * has started.
 */
export async function renderPage(
  path: string,
  { language = 'fr', organization, practitioners, texts = {} }: RenderPageOptions = {},
) {
  stopIslands();
  const { head, body } = await renderPageHtml(path, language, texts, {
    organization: organization ?? null,
    practitioners: practitioners ?? null,
  });
  // The last page's head gives way to this one's; the style elements Emotion keeps in the
  // browser's cache stay, as it holds on to them.
  for (const node of pageHead.splice(0)) node.remove();
  const template = document.createElement('template');
  template.innerHTML = head;
  pageHead.push(...template.content.childNodes);
  document.head.append(...pageHead);
  document.documentElement.lang = language;
  document.body.innerHTML = body;
  const user = userEvent.setup();
  startIslands(document.body);
  // An island that starts on the visitor's first touch is touched, as they would.
  for (const island of document.querySelectorAll('[data-start="interaction"]'))
    island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await waitFor(
    () => {
      const waiting = document.querySelectorAll('[data-island]:not([data-started])');
      if (waiting.length > 0) throw new Error(`${waiting.length} islands have not started.`);
    },
    { timeout: 5000 },
  );
  return { user };
}
