import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageStyleCache, PAGE_STYLES_ATTRIBUTE, pageStyleTags } from './page-styles';

const Framed = styled('p')({ border: '1px solid rgb(1, 2, 3)' });
const Shaded = styled('p')({ background: 'rgb(4, 5, 6)' });

/**
 * A page's HTML and style elements as the site's server writes them: rendered once with a cache
 * of its own whose styles go to a detached element, then written by `pageStyleTags`.
 */
function renderOnServer(element: React.ReactElement) {
  const scratch = document.createElement('div');
  const cache = createCache({ key: 'css', container: scratch });
  const { container, unmount } = render(<CacheProvider value={cache}>{element}</CacheProvider>);
  const html = container.innerHTML;
  unmount();
  const ids = Object.keys(cache.inserted);
  const styleTags = pageStyleTags([{ key: 'css', ids, css: scratch.textContent ?? '' }]);
  return { html, styleTags };
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

    const cache = createPageStyleCache();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    render(
      <CacheProvider value={cache}>
        <Framed>Text</Framed>
        <Shaded>More</Shaded>
      </CacheProvider>,
    );
    await Promise.resolve();

    // The served element is the first one still; one element was added, for the missing style.
    expect(document.head.firstElementChild).toBe(served);
    expect(changes()).toEqual(['added STYLE']);
    const added = [...document.head.querySelectorAll('style')].slice(1).map((s) => s.textContent);
    expect(added.join('')).toContain('rgb(4, 5, 6)');
    expect(added.join('')).not.toContain('rgb(1, 2, 3)');
  });

  it('keeps the global styles as Emotion marks them, already taken so the cache does not move them', () => {
    const tags = pageStyleTags([
      { key: 'css-global', ids: ['abc'], css: 'body{margin:0;}' },
      { key: 'css', ids: ['def', 'ghi'], css: '.css-def{color:red;}' },
    ]);
    expect(tags).toBe(
      '<style data-emotion="css-global abc" data-s="">body{margin:0;}</style>' +
        `<style ${PAGE_STYLES_ATTRIBUTE}="def ghi">.css-def{color:red;}</style>`,
    );
    document.head.innerHTML = tags;
    const changes = watchHead();
    expect(Object.keys(createPageStyleCache().inserted)).toEqual(['def', 'ghi']);
    expect(changes()).toEqual([]);
  });
});
