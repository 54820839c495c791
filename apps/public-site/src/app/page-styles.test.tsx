import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPageStyleCache,
  PAGE_STYLE_LAYERS_ATTRIBUTE,
  PAGE_STYLES_ATTRIBUTE,
  pageStyleTags,
  unwornStyleNames,
} from './page-styles';

const Framed = styled('p')({ border: '1px solid rgb(1, 2, 3)' });
const Shaded = styled('p')({ background: 'rgb(4, 5, 6)' });
/** A component whose root is a styled element, as each of MUI's is. */
function FramedText({ className, children }: { className?: string; children: ReactNode }) {
  return <Framed className={className}>{children}</Framed>;
}
/** A component built on another, as MUI builds its own: two layers, one class on the element. */
const Outlined = styled(FramedText)({ outline: '2px dotted rgb(7, 8, 9)' });

/**
 * A page's HTML and style elements as the site's server writes them: rendered once with a cache
 * of its own whose styles go to a detached element; the rules of the classes the HTML shows are
 * sent (as `@emotion/server` picks them), with the names of the others, by `pageStyleTags`.
 */
function renderOnServer(element: React.ReactElement) {
  const scratch = document.createElement('div');
  const cache = createCache({ key: 'css', container: scratch });
  const { container, unmount } = render(<CacheProvider value={cache}>{element}</CacheProvider>);
  const html = container.innerHTML;
  unmount();
  const ids = Object.keys(cache.inserted).filter((name) => html.includes(`css-${name}`));
  const css = [...scratch.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((rule) => ids.some((name) => rule.includes(`.css-${name}`)))
    .join('');
  const collected = [{ key: 'css', ids, css }];
  const styleTags = pageStyleTags(collected, unwornStyleNames(cache.inserted, collected));
  return { html, styleTags };
}

/** The served HTML in the page, then `element` rendered over it with the browser's style cache. */
async function hydrateInBrowser(html: string, element: React.ReactElement) {
  const cache = createPageStyleCache();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  render(<CacheProvider value={cache}>{element}</CacheProvider>);
  await Promise.resolve();
}

/** Idle callbacks held until `runIdle()`, as a browser busy with the page's start-up would. */
function holdIdleCallbacks() {
  const held: IdleRequestCallback[] = [];
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: IdleRequestCallback) => held.push(callback),
  });
  return () => held.splice(0).forEach((callback) => callback({} as IdleDeadline));
}

/** Records every element added to or removed from `<head>` until the returned function is called. */
function watchHead() {
  const changes: string[] = [];
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => changes.push(`added ${node.nodeName}`));
      record.removedNodes.forEach((node) => changes.push(`removed ${node.nodeName}`));
    }
  };
  const observer = new MutationObserver(note);
  observer.observe(document.head, { childList: true });
  return () => {
    note(observer.takeRecords());
    observer.disconnect();
    return changes;
  };
}

describe('page styles', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('marks the component styles with their names, apart from what Emotion takes over', () => {
    const { styleTags } = renderOnServer(<Framed>Text</Framed>);
    document.head.innerHTML = styleTags;

    const element = document.head.querySelector(`style[${PAGE_STYLES_ATTRIBUTE}]`);
    expect(element?.textContent).toContain('border:1px solid rgb(1, 2, 3)');
    expect(element?.getAttribute(PAGE_STYLES_ATTRIBUTE)).toMatch(/^[a-z0-9]+$/);
    expect(document.head.querySelector('style[data-emotion^="css "]')).toBeNull();
  });

  it('leaves the page’s style element in place and inserts only the styles it lacks', async () => {
    const { html, styleTags } = renderOnServer(<Framed>Text</Framed>);
    document.head.innerHTML = styleTags;
    const served = document.head.firstElementChild;
    const changes = watchHead();

    await hydrateInBrowser(
      html,
      <>
        <Framed>Text</Framed>
        <Shaded>More</Shaded>
      </>,
    );

    // The served element is the first one still; one element was added, for the missing style.
    expect(document.head.firstElementChild).toBe(served);
    expect(changes()).toEqual(['added STYLE']);
    const added = [...document.head.querySelectorAll('style')].slice(1).map((s) => s.textContent);
    expect(added.join('')).toContain('rgb(4, 5, 6)');
    expect(added.join('')).not.toContain('rgb(1, 2, 3)');
  });

  it('sends the outer layer of a component by name only, and inserts it once the browser is idle', async () => {
    const { html, styleTags } = renderOnServer(<Outlined>Text</Outlined>);
    document.head.innerHTML = styleTags;
    const served = document.head.querySelector(`style[${PAGE_STYLES_ATTRIBUTE}]`);
    const [layer, ...more] = served?.getAttribute(PAGE_STYLE_LAYERS_ATTRIBUTE)?.split(' ') ?? [];
    // Only the merged style names the element's class; the outer layer's rules are not sent.
    expect(more).toEqual([]);
    expect(served?.textContent).toContain('rgb(7, 8, 9)');
    expect(served?.textContent).not.toContain(`.css-${layer}`);
    const runIdle = holdIdleCallbacks();
    const changes = watchHead();

    await hydrateInBrowser(html, <Outlined>Text</Outlined>);

    expect(changes()).toEqual([]);
    const changesWhenIdle = watchHead();
    runIdle();
    expect(changesWhenIdle()).toEqual(['added STYLE']);
    expect(document.head.lastElementChild?.textContent).toContain(`.css-${layer}`);
  });

  it('keeps the global styles as Emotion marks them, already taken so the cache does not move them', () => {
    const tags = pageStyleTags([
      { key: 'css-global', ids: ['abc'], css: 'body{margin:0;}' },
      { key: 'css', ids: ['def', 'ghi'], css: '.css-def{color:red;}' },
    ]);
    expect(tags).toBe(
      '<style data-emotion="css-global abc" data-s="">body{margin:0;}</style>' +
        `<style ${PAGE_STYLES_ATTRIBUTE}="def ghi" ${PAGE_STYLE_LAYERS_ATTRIBUTE}="">.css-def{color:red;}</style>`,
    );
    document.head.innerHTML = tags;
    const changes = watchHead();
    expect(Object.keys(createPageStyleCache().inserted)).toEqual(['def', 'ghi']);
    expect(changes()).toEqual([]);
  });
});
