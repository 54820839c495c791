import { createTestI18n } from '@cabinet/i18n/test-i18n';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { pageTree } from '../page/page-tree';
import { APP_NAMESPACES } from '../lib/i18n';
import { PAGES } from '../pages/pages';
import { Island } from './island';
import { handlersInStaticHtml, staticHandlersMessage } from './static-handlers';

const i18n = createTestI18n(APP_NAMESPACES, 'fr');
const tree = (path: string) =>
  pageTree({ path, namedLanguage: false, i18n, styleCache: createCache({ key: 'css' }) });

/** An interactive component, right only inside an island. */
function Counter() {
  return (
    <button type="button" onClick={() => undefined}>
      +1
    </button>
  );
}

describe('the pages’ static HTML', () => {
  it.each([...Object.keys(PAGES), '/nowhere'])('%s has no handler outside its islands', (path) => {
    const found = handlersInStaticHtml(tree(path));
    expect(found, staticHandlersMessage(found)).toEqual([]);
  });

  it('names a handler placed in static content, with the components around it and what to do', () => {
    function Page() {
      return (
        <main>
          <Counter />
        </main>
      );
    }
    const found = handlersInStaticHtml(<Page />);
    expect(found).toEqual(['<button onClick> in Page › Counter']);
    expect(staticHandlersMessage(found)).toMatch(/Move that part into an island/);
  });

  it('names a handler given to one of MUI’s buttons, and not the one MUI gives every button', () => {
    const found = handlersInStaticHtml(
      <main>
        <Button href="/contact">Contact</Button>
        <Button onClick={() => undefined}>Send</Button>
      </main>,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^<button onClick> in .*Button/);
  });

  it('leaves an island’s component alone: React brings it to life', () => {
    const found = handlersInStaticHtml(
      <CacheProvider value={createCache({ key: 'css' })}>
        <I18nextProvider i18n={i18n}>
          <Island name="practice-map" start="visible" component={Counter} props={{}} />
        </I18nextProvider>
      </CacheProvider>,
    );
    expect(found).toEqual([]);
  });
});
