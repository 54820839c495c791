import type { Plugin, Rollup } from 'vite';
import { SITE_CODE_BLOCK, type SiteCode } from '../src/lib/site-code.ts';

/** A route module (`src/app/routes/home.tsx`): its name is the page's key. */
const ROUTE_MODULE = /\/src\/app\/routes\/([a-z-]+)\.tsx$/;
/** A bundled text file (`packages/i18n/src/defaults/de/public.json`): its folder is the language. */
const TEXTS_MODULE = /\/defaults\/([a-z]{2})\/[a-z-]+\.json$/;

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const chunksOf = (bundle: OutputBundle) =>
  new Map(
    Object.values(bundle)
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/**
 * Visitor tracking's module: only a build with tracking on loads it, and such a build starts the
 * site as the page opens (`src/lib/site-start-moment.ts`), so no page of a build that fetches code
 * ahead ever needs it.
 */
const NEVER_AHEAD = /\/src\/lib\/tracking\//;

/**
 * Every chunk `start` leads to, through static and dynamic imports, without entering a page's route
 * module or a language's texts (unless it is `start`): the page's or language's own list has them.
 */
function reachable(chunks: Map<string, OutputChunk>, start: OutputChunk): Set<string> {
  const found = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = chunks.get(file);
      const id = next?.facadeModuleId ?? '';
      if (next && ![ROUTE_MODULE, TEXTS_MODULE, NEVER_AHEAD].some((rule) => rule.test(id)))
        visit(next);
    }
  };
  visit(start);
  return found;
}

/** What the entry chunk leads to, split into what every page needs, each page's and each language's. */
export function listSiteCode(bundle: OutputBundle, entry: OutputChunk, base: string): SiteCode {
  const chunks = chunksOf(bundle);
  const loadedWithEntry = new Set([entry.fileName, ...entry.imports]);
  const common = reachable(chunks, entry);
  const own = (chunk: OutputChunk) =>
    [...reachable(chunks, chunk)]
      .filter((file) => !common.has(file) && !loadedWithEntry.has(file))
      .map((file) => base + file);
  const code: SiteCode = {
    common: [...common].filter((file) => !loadedWithEntry.has(file)).map((file) => base + file),
    pages: {},
    languages: {},
  };
  for (const chunk of chunks.values()) {
    const id = chunk.facadeModuleId ?? '';
    const route = ROUTE_MODULE.exec(id)?.[1];
    const language = TEXTS_MODULE.exec(id)?.[1];
    if (route) code.pages[route] = [...(code.pages[route] ?? []), ...own(chunk)];
    if (language) code.languages[language] = [...(code.languages[language] ?? []), ...own(chunk)];
  }
  return code;
}

/**
 * Writes into `index.html` (and so into every page made from it) the list of the site's code each
 * page needs, as a JSON data block: the page fetches it into the browser's cache once it has
 * loaded (`src/lib/site-code.ts`), so the visitor's first interaction starts the site at once.
 * Only the build knows the files' hashed names.
 */
export function siteCodeList(): Plugin {
  let base = '/';
  return {
    name: 'cabinet:site-code-list',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, chunk }) => {
        if (!bundle || !chunk) return html;
        const code = JSON.stringify(listSiteCode(bundle, chunk, base));
        return html.replace(
          '</head>',
          `  <script type="application/json" id="${SITE_CODE_BLOCK}">${code}</script>\n  </head>`,
        );
      },
    },
  };
}
