import type { Loader } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';

/** What a story that fetches declares: `parameters: { msw: { handlers: [...] } }`. */
interface MockApiParameters {
  msw?: { handlers?: RequestHandler[] };
}

const worker = setupWorker();
let started: Promise<unknown> | undefined;

/**
 * Answers the stories' API calls in the browser with the story's handlers (typed from the OpenAPI
 * document, as the apps' tests use them): never a live server. The worker starts once, before the
 * first story renders; each story then replaces the previous one's handlers. A call no handler
 * answers goes to the network and fails there, so a story that forgot one shows an error.
 */
export const mockApi: Loader = async ({ parameters }) => {
  started ??= worker.start({
    // Relative, so the published Storybook works under a sub-path (GitHub Pages).
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  await started;
  worker.resetHandlers(...((parameters as MockApiParameters).msw?.handlers ?? []));
  return {};
};
