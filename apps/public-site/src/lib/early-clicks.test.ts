import { afterEach, describe, expect, it } from 'vitest';
import { recordEarlyClicks } from './early-clicks';

afterEach(() => document.body.replaceChildren());

/** A page root holding `html`, in the document. */
function pageRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function button(root: HTMLElement, name: string): HTMLButtonElement {
  return root.querySelector(`[aria-label="${name}"]`) as HTMLButtonElement;
}

describe('clicks made before the page is hydrated', () => {
  it('are clicked again in the visitor order, once', () => {
    const root = pageRoot(
      '<button type="button" aria-label="next"></button><button type="button" aria-label="previous"></button>',
    );
    const early = recordEarlyClicks(root);
    button(root, 'next').click();
    button(root, 'previous').click();
    early.stop();
    const replayed: string[] = [];
    root.addEventListener('click', (event) =>
      replayed.push((event.target as Element).getAttribute('aria-label') ?? ''),
    );

    early.replay();
    early.replay();

    expect(replayed).toEqual(['next', 'previous']);
  });

  it('leave out what the browser already did: a submit, and opening or closing a popover', () => {
    const root = pageRoot(
      '<form><button aria-label="send"></button></form>' +
        '<button type="button" popovertarget="menu" aria-label="menu"></button>' +
        '<div id="menu" popover><button type="button" popovertarget="menu" popovertargetaction="hide" aria-label="close"></button></div>',
    );
    root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    const early = recordEarlyClicks(root);
    button(root, 'send').click();
    button(root, 'menu').click();
    button(root, 'close').click();
    early.stop();
    let replayed = 0;
    root.addEventListener('click', () => (replayed += 1));

    early.replay();

    expect(replayed).toBe(0);
  });
});
