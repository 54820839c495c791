import type { PrerenderedPage } from '../src/entry-server';
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

/**
 * The page's HTML: the client build's document with the language, head and content filled in,
 * and, when the page was made with the API's current texts (`madeWithCurrentTexts`, the site's
 * server) or with staff-edited ones, the texts that differ from the bundled ones as a JSON data
 * block (never run: the Content-Security-Policy allows no inline script, and needs none for
 * data). The browser then knows the page's texts are current and fetches none after hydrating:
 * merging them would make React render the whole page again for nothing.
 */
export function fillTemplate(
  template: string,
  page: PrerenderedPage,
  { madeWithCurrentTexts = false } = {},
): string {
  const { language, texts } = page.knownServerTexts;
  const knownTexts =
    madeWithCurrentTexts || Object.keys(texts).length > 0
      ? `<script type="application/json" id="${KNOWN_TEXTS_ID}">${scriptSafeJson(page.knownServerTexts)}</script>`
      : '';
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, page.head)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered-language="${language}">${page.body}</div>${knownTexts}`,
    );
  if (!html.includes('data-prerendered-language') || !html.includes(page.head)) {
    throw new Error('dist/index.html lacks the <title> or the empty #root the prerender fills.');
  }
  return html;
}
