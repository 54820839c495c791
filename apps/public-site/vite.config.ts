import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontendEnv, type FrontendEnv } from '@cabinet/api-client/env';
import { defineAppConfig } from '@cabinet/vite-config/app';
import { loadEnv, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import type * as Pages from './server/pages';
import { seoFiles } from './src/components/seo/seo-files.ts';

const base = defineAppConfig({
  port: 5173,
  dirname: import.meta.dirname,
  connectUrls: (raw) => {
    const env = parseFrontendEnv(raw);
    // The contact form posts to the form backend, which may live on another origin than the API;
    // visitor tracking's socket is the API on ws(s), allowed only in a build with tracking on.
    return [env.formBackendUrl, ...(env.enableXray ? [env.apiUrl.replace(/^http/, 'ws')] : [])];
  },
  // The contact page's map, embedded only once the visitor clicks it.
  frameUrls: ['https://www.openstreetmap.org'],
});

/**
 * `sitemap.xml` and `robots.txt` for the site's public address, written into the build; in
 * `pnpm dev`, those and each page, made from the source as it is now as the site's server makes it.
 */
function site({ publicSiteUrl, apiUrl }: FrontendEnv): Plugin {
  const files = seoFiles(publicSiteUrl);
  return {
    name: 'cabinet-site',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        const file = files[url.slice(1)];
        if (file) return void response.end(file);
        // Vite's own addresses (`/@vite/client`) and the files it serves are Vite's.
        if (request.method !== 'GET' || /^\/@|\.\w+(?:\?|$)/.test(url)) return next();
        void (async () => {
          const { createPages } = (await server.ssrLoadModule('/server/pages.ts')) as typeof Pages;
          const source = readFileSync(join(server.config.root, 'index.html'), 'utf8');
          const template = await server.transformIndexHtml(url, source);
          const page = await createPages(template, apiUrl)(url, request.headers);
          response.writeHead(page.status, {
            'Content-Type': 'text/html; charset=utf-8',
            ...(page.cookie && { 'Set-Cookie': page.cookie }),
          });
          response.end(page.html);
        })().catch(next);
      });
    },
  };
}

export default (configEnv: ConfigEnv): UserConfig => {
  const config = base(configEnv);
  const env = parseFrontendEnv(loadEnv(configEnv.mode, import.meta.dirname, 'VITE_'));
  // The app's build: files loaded from the app's own origin by relative addresses, no sitemap.
  const native = configEnv.mode === 'native';
  const server = configEnv.isSsrBuild;
  // SITE_BUILD_ROOT: a second build beside the first (`pnpm build:flags-on`).
  const root = process.env.SITE_BUILD_ROOT ?? '.';
  return {
    ...config,
    ...(native && { base: './' }),
    plugins: [...(config.plugins ?? []), native || server ? [] : site(env)],
    build: server
      ? // The site's server (`server/main.ts`) with the pages it makes: one file and its chunks.
        {
          outDir: `${root}/dist-server`,
          rolldownOptions: { input: { server: 'server/main.ts' } },
        }
      : // An island's module and the modules it imports load when the island starts, not before.
        { ...config.build, outDir: `${root}/dist`, modulePreload: false },
    // The server's build bundles every library but the file server (whose own packages it finds at
    // run time), with React's production build, as the browser's: the pages' class names must match.
    ...(server && { ssr: { noExternal: true, external: ['@cabinet/static-server'] } }),
    define: {
      // The page's one script (index.html): the islands' loader, or in the app's build the app's
      // own start, which renders the pages on the device.
      'import.meta.env.VITE_START': JSON.stringify(
        `/src/${native ? 'app-shell/start-app.tsx' : 'islands/start.ts'}`,
      ),
      ...(server && { 'process.env.NODE_ENV': '"production"' }),
    },
  };
};
