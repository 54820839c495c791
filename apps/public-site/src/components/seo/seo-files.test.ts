import { describe, expect, it } from 'vitest';
import { seoFiles } from './seo-files';

describe('the files the site gives search engines', () => {
  const files = seoFiles('https://www.example.ch');

  it('list each indexed page in each language, with its alternates', () => {
    const sitemap = files['sitemap.xml'] ?? '';
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(listed).toHaveLength(8 * 3);
    expect(listed).toContain('https://www.example.ch/legal-notice?lng=de');
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.ch/team?lng=en"/>',
    );
  });

  it('name the sitemap in robots.txt, at the site’s address', () => {
    expect(files['robots.txt']).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.ch/sitemap.xml\n',
    );
  });
});
