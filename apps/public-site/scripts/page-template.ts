import type { PrerenderedPage } from '../src/entry-server';
import { KNOWN_ORGANIZATION_ID } from '../src/lib/known-organization.ts';
import { KNOWN_TEXTS_ID } from '../src/lib/known-server-texts.ts';

/**
 * JSON that can sit inside a `<script>` element: no `<` (so no `</script>` nor `<!--`) nor `>`
 * nor `&` left as such; JSON.parse reads the escapes back.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A JSON data block: read by the page's script, never run. */
const jsonDataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/**
 * The page's HTML: the client build's document with the language, head and content filled in,
 * and, when the page was made with the API's current texts (`madeWithCurrentTexts`, the site's
 * server) or with staff-edited ones, the texts that differ from the bundled ones as a JSON data
 * block (never run: the Content-Security-Policy allows no inline script, and needs none for
 * data). The browser then knows the page's texts are current and fetches none after hydrating:
 * merging them would make React render the whole page again for nothing. Likewise the practice's
 * identity, when the page was made with the API's.
 */
export function fillTemplate(
  template: string,
  page: PrerenderedPage,
  { madeWithCurrentTexts = false } = {},
): string {
  const { language, texts } = page.knownServerTexts;
  const knownTexts =
    madeWithCurrentTexts || Object.keys(texts).length > 0
      ? jsonDataBlock(KNOWN_TEXTS_ID, page.knownServerTexts)
      : '';
  const knownOrganization = page.knownOrganization
    ? jsonDataBlock(KNOWN_ORGANIZATION_ID, page.knownOrganization)
    : '';
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, page.head)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered-language="${language}">${page.body}</div>${knownTexts}${knownOrganization}`,
    );
  if (!html.includes('data-prerendered-language') || !html.includes(page.head)) {
    throw new Error('dist/index.html lacks the <title> or the empty #root the prerender fills.');
  }
  return html;
}
