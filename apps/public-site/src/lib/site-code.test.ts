import { afterEach, describe, expect, it, vi } from 'vitest';
import { addJsonDataBlock } from '../testing/json-data-block';
import { codeOfPage, prefetchSiteCode, SITE_CODE_BLOCK, type SiteCode } from './site-code';

const code: SiteCode = {
  common: ['/assets/react.js', '/assets/main.js'],
  pages: {
    home: ['/assets/home.js'],
    team: ['/assets/team.js'],
    'not-found': ['/assets/not-found.js'],
  },
  languages: { fr: ['/assets/public-fr.js'], de: ['/assets/public-de.js'] },
};

const writeBlock = (text: string) => addJsonDataBlock(SITE_CODE_BLOCK, text, document.head);

/** The files sent to each worker the page started. */
const sentToWorkers: unknown[] = [];
class RecordingWorker {
  postMessage(files: unknown) {
    sentToWorkers.push(files);
  }
}
vi.stubGlobal('Worker', RecordingWorker);

afterEach(() => {
  document.head.replaceChildren();
  sentToWorkers.length = 0;
});

describe('the code of a page', () => {
  it('is the common code, the page’s own and its language’s texts', () => {
    expect(codeOfPage(code, '/team', 'de')).toEqual([
      '/assets/react.js',
      '/assets/main.js',
      '/assets/team.js',
      '/assets/public-de.js',
    ]);
  });

  it('names the home page by `/` and ignores a trailing slash', () => {
    expect(codeOfPage(code, '/', 'fr')).toContain('/assets/home.js');
    expect(codeOfPage(code, '/team/', 'fr')).toContain('/assets/team.js');
  });

  it('is the 404 page’s for an address no page has', () => {
    expect(codeOfPage(code, '/nowhere', 'fr')).toContain('/assets/not-found.js');
    expect(codeOfPage(code, '/nowhere', 'fr')).not.toContain('/assets/home.js');
  });
});

describe('prefetching the code of a page', () => {
  it('sends a worker the files of the page, in the order its start-up needs them', () => {
    writeBlock(JSON.stringify(code));
    prefetchSiteCode('/team', 'fr');

    expect(sentToWorkers).toEqual([
      ['/assets/react.js', '/assets/main.js', '/assets/team.js', '/assets/public-fr.js'],
    ]);
  });

  it('does nothing on a page without the list, or with a list it cannot read', () => {
    prefetchSiteCode('/team', 'fr');
    writeBlock('{"common": ');
    prefetchSiteCode('/team', 'fr');
    document.head.replaceChildren();
    writeBlock('{"common": "/assets/react.js"}');
    prefetchSiteCode('/team', 'fr');

    expect(sentToWorkers).toEqual([]);
  });
});
