import type { Plugin } from 'vite';
import { PRERENDERED_LANGUAGES as LANGUAGES, PRERENDERED_PAGES } from './prerendered-pages.ts';

/** The indexable pages, each in the three languages (`?lng=`), for `sitemap.xml`. */
export const INDEXED_PATHS = Object.keys(PRERENDERED_PAGES);

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function sitemapXml(siteUrl: string): string {
  const url = (path: string, lng: string) => xmlEscape(`${siteUrl}${path}?lng=${lng}`);
  const entries = INDEXED_PATHS.flatMap((path) =>
    LANGUAGES.map((lng) => {
      const alternates = LANGUAGES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(path, other)}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${url(path, lng)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Emits `sitemap.xml` and `robots.txt` for the site's public address (build and dev server). */
export function seoFiles(siteUrl: string): Plugin {
  const files: Record<string, () => string> = {
    'sitemap.xml': () => sitemapXml(siteUrl),
    'robots.txt': () => robotsTxt(siteUrl),
  };
  return {
    name: 'cabinet-seo-files',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: source() });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files[(request.url ?? '').replace(/^\//, '')];
        if (!file) {
          next();
          return;
        }
        response.setHeader(
          'Content-Type',
          request.url?.endsWith('.xml') ? 'application/xml' : 'text/plain',
        );
        response.end(file());
      });
    },
  };
}
