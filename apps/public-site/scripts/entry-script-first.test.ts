import { describe, expect, it } from 'vitest';
import { withEntryScriptFirst } from './entry-script-first.ts';

describe('withEntryScriptFirst', () => {
  it('fetches the page’s module script at high priority', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-a1.js"></script></head>';
    expect(withEntryScriptFirst(html)).toBe(
      '<head><script type="module" fetchpriority="high" crossorigin src="/assets/index-a1.js"></script></head>',
    );
  });

  it('keeps a priority the page already gives', () => {
    const html = '<script type="module" fetchpriority="low" src="/late.js"></script>';
    expect(withEntryScriptFirst(html)).toBe(html);
  });

  it('leaves the page’s data blocks alone', () => {
    const html = '<script type="application/json" id="site-texts">{}</script>';
    expect(withEntryScriptFirst(html)).toBe(html);
  });
});
