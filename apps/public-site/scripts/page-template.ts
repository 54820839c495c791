import type { RenderedPage } from '../src/entry-server';

/**
 * A page's document: the client build's `index.html` with the page's language, head and body. A
 * page without an island ships no script at all: the entry's tag is left out.
 */
export function fillTemplate(template: string, page: RenderedPage, language: string): string {
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace('<div id="root"></div>', () => page.body);
  if (!html.includes(page.body) || !html.includes(page.head)) {
    throw new Error('index.html lacks the <title> or the empty #root a page fills.');
  }
  if (!page.body.includes('data-island=')) {
    html = html.replace(/<script type="module"[^>]*><\/script>/, '');
  }
  return html;
}
