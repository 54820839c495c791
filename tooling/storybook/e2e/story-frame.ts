import type { Page } from '@playwright/test';

/** The preview's event bus, which the Storybook UI drives the stories' frame with. */
interface StoryChannel {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel;
  }
}

export interface StoryView {
  theme: 'light' | 'dark';
  locale: 'fr' | 'en' | 'de';
}

/**
 * Shows a story in the frame as the Storybook UI does: the first one by loading `iframe.html`, the
 * next ones over the preview's channel (no reload, so a worker pays the bundle's start-up once).
 * Resolves once the story rendered; rejects with Storybook's message when it failed to.
 */
export async function showStory(page: Page, origin: string, id: string, view: StoryView) {
  // The a11y addon's own axe run after each render is for the Storybook UI's panel: the test runs
  // axe itself, so it is switched off here (it would double the time of every story).
  const globals = { theme: view.theme, locale: view.locale, a11y: { manual: true } };
  if (page.url().startsWith(`${origin}/iframe.html`)) {
    try {
      await switchStory(page, id, globals);
      return;
    } catch (error) {
      // The frame reloaded under the switch (seen now and then on a worker's second story): the
      // story is then loaded from its address, as the first one is.
      if (!String(error).includes('Execution context was destroyed')) throw error;
    }
  }
  await page.goto(
    `${origin}/iframe.html?id=${id}&viewMode=story&globals=theme:${view.theme};locale:${view.locale};a11y.manual:!true`,
  );
  await page.locator('body.sb-show-main, body.sb-show-errordisplay').waitFor({ state: 'attached' });
  const failed = await page.locator('body.sb-show-errordisplay').count();
  if (failed)
    throw new Error(`the story failed: ${await page.locator('#error-message').innerText()}`);
}

async function switchStory(page: Page, id: string, globals: Record<string, unknown>) {
  await page.evaluate(
    ({ id, globals }) =>
      new Promise<void>((resolve, reject) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__!;
        const events = {
          storyRendered: (payload: unknown) => payload === id && finish(),
          storyErrored: (payload: unknown) => finish(JSON.stringify(payload)),
          storyThrewException: (payload: unknown) =>
            finish(
              payload instanceof Object && 'message' in payload
                ? String(payload.message)
                : String(payload),
            ),
          storyMissing: () => finish('no such story'),
        };
        function finish(failure?: string) {
          for (const [event, listener] of Object.entries(events)) channel.off(event, listener);
          if (failure) reject(new Error(`the story failed: ${failure}`));
          else resolve();
        }
        for (const [event, listener] of Object.entries(events)) channel.on(event, listener);
        channel.emit('updateGlobals', { globals });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id, globals },
  );
}

/**
 * Waits until the story's requests (to the mocked API, or assets) have been quiet for a moment, so
 * a view that fetches is checked with its data rather than its spinner.
 */
export async function settle(page: Page, quietMs = 200) {
  await page.waitForFunction(
    (quiet) => {
      const state = window as unknown as { __settle?: { count: number; since: number } };
      const count = performance.getEntriesByType('resource').length;
      const now = performance.now();
      if (state.__settle?.count !== count) state.__settle = { count, since: now };
      return now - state.__settle.since >= quiet;
    },
    quietMs,
    { polling: 50 },
  );
}
