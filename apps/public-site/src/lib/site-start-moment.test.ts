import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_LANGUAGE } from './prerendered-language';
import { siteWaitsForVisitor } from './site-start-moment';

const flags = vi.hoisted(() => ({ enableXray: false, enableAnonUsers: false }));
// The build's flags, the only part of its configuration the choice reads.
vi.mock('../config/flags', () => ({ flags }));

/** A root as the server sends it: HTML in `language`, or none (the single-page shell). */
function rootWith(language?: string): HTMLElement {
  const root = document.createElement('div');
  if (language) root.setAttribute(PRERENDERED_LANGUAGE, language);
  return root;
}

afterEach(() => {
  flags.enableXray = false;
  flags.enableAnonUsers = false;
  window.history.replaceState(null, '', '/');
});

describe('when the site’s code starts', () => {
  it('waits for the visitor on HTML from the server in the visitor’s language', () => {
    window.history.replaceState(null, '', '/?lng=de');
    expect(siteWaitsForVisitor(rootWith('de'))).toBe(true);
  });

  it('starts at once with no HTML to show, or HTML in another language', () => {
    window.history.replaceState(null, '', '/?lng=de');
    expect(siteWaitsForVisitor(rootWith())).toBe(false);
    expect(siteWaitsForVisitor(rootWith('fr'))).toBe(false);
  });

  it('starts at once at an address with a fragment, which the server never sees', () => {
    window.history.replaceState(null, '', '/services?lng=de#supervision');
    expect(siteWaitsForVisitor(rootWith('de'))).toBe(false);
  });

  it('starts at once in a build that counts visits or gives visitors an account', () => {
    window.history.replaceState(null, '', '/?lng=de');
    flags.enableXray = true;
    expect(siteWaitsForVisitor(rootWith('de'))).toBe(false);
    flags.enableXray = false;
    flags.enableAnonUsers = true;
    expect(siteWaitsForVisitor(rootWith('de'))).toBe(false);
  });
});
