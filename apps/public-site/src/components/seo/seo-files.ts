import { SUPPORTED_LANGUAGES } from '@cabinet/i18n/languages';
import { paths } from '../../config/paths.ts';

/**
 * The pages search engines may list, each in the three languages. A page reached only from a
 * personal link (a mailed one) is not here.
 */
const INDEXED = [
  paths.home,
  paths.services,
  paths.team,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.legalNotice,
  paths.accessibility,
].map((page) => page.path);

/**
 * What the site tells search engines besides its pages, for its public address: `robots.txt`,
 * and `sitemap.xml` listing each indexed page in each language (`?lng=`) with its alternates. The
 * build writes them into `dist/`; `pnpm dev` serves them.
 */
export function seoFiles(siteUrl: string): Record<string, string> {
  const url = (path: string, lng: string) => `${siteUrl}${path}?lng=${lng}`;
  const alternates = (path: string) =>
    SUPPORTED_LANGUAGES.map(
      (lng) => `    <xhtml:link rel="alternate" hreflang="${lng}" href="${url(path, lng)}"/>\n`,
    ).join('');
  const entries = INDEXED.flatMap((path) =>
    SUPPORTED_LANGUAGES.map(
      (lng) => `  <url>\n    <loc>${url(path, lng)}</loc>\n${alternates(path)}  </url>\n`,
    ),
  );
  return {
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('')}</urlset>
`,
  };
}
