import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { listSiteCode } from './site-code-list.ts';

/** A chunk of a bundle: its file, the module it stands for, its static and dynamic imports. */
function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  dynamicImports: string[] = [],
): Rollup.OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId, imports, dynamicImports } as Rollup.OutputChunk;
}

const app = '/repo/apps/public-site/src';
const texts = '/repo/packages/i18n/src/defaults';
const chunks = [
  chunk(
    'assets/index.js',
    `${app}/start.ts`,
    ['assets/shared-entry.js'],
    ['assets/react.js', 'assets/main.js'],
  ),
  chunk('assets/shared-entry.js', null),
  chunk('assets/react.js', '/repo/node_modules/react-dom/client.js'),
  chunk(
    'assets/main.js',
    `${app}/main.tsx`,
    ['assets/shared-entry.js'],
    [
      'assets/home.js',
      'assets/team.js',
      'assets/fr-public.js',
      'assets/de-public.js',
      'assets/tracking.js',
    ],
  ),
  chunk(
    'assets/home.js',
    `${app}/app/routes/home.tsx`,
    ['assets/banner.js', 'assets/react.js'],
    ['assets/carousel.js'],
  ),
  chunk('assets/team.js', `${app}/app/routes/team.tsx`, ['assets/banner.js']),
  chunk('assets/banner.js', null),
  chunk('assets/carousel.js', `${app}/features/home/carousel.tsx`),
  chunk('assets/fr-public.js', `${texts}/fr/public.json`),
  chunk('assets/de-public.js', `${texts}/de/public.json`),
  chunk('assets/tracking.js', `${app}/lib/tracking/start-visit-tracking.ts`),
];
const bundle: Rollup.OutputBundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
const entry = chunks[0] as Rollup.OutputChunk;

describe('the list of the site’s code', () => {
  const code = listSiteCode(bundle, entry, '/');

  it('has what every page needs, without what the entry already loads', () => {
    expect(code.common).toEqual(['/assets/react.js', '/assets/main.js']);
  });

  it('has each page’s own code, with what that code loads later, under its route’s name', () => {
    expect(code.pages).toEqual({
      home: ['/assets/home.js', '/assets/banner.js', '/assets/carousel.js'],
      team: ['/assets/team.js', '/assets/banner.js'],
    });
  });

  it('has each language’s texts apart', () => {
    expect(code.languages).toEqual({ fr: ['/assets/fr-public.js'], de: ['/assets/de-public.js'] });
  });

  it('leaves out visitor tracking, which no build that fetches code ahead runs', () => {
    expect(JSON.stringify(code)).not.toContain('tracking');
  });

  it('names the files under the build’s base', () => {
    expect(listSiteCode(bundle, entry, '/site/').common).toEqual([
      '/site/assets/react.js',
      '/site/assets/main.js',
    ]);
  });
});
