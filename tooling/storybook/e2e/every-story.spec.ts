import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { expect, test as base, type Page } from '@playwright/test';
import { serveFolder, stopServing } from './static-folder-server';
import { settle, showStory, type StoryView } from './story-frame';

const BUILD = join(import.meta.dirname, '../storybook-static');

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

/** Every story of the build, read from the index Storybook writes beside it. */
const stories = Object.values(
  (
    JSON.parse(readFileSync(join(BUILD, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
).filter((entry) => entry.type === 'story');

/** Light in French (the default), dark in German (the longest texts): both themes, two languages. */
const VIEWS: StoryView[] = [
  { theme: 'light', locale: 'fr' },
  { theme: 'dark', locale: 'de' },
];

/**
 * Per worker: the build on a free port, and one page that goes from story to story (a fresh page
 * per test would load Storybook's whole preview each time). A failed test ends the worker, so the
 * next test starts on a fresh page.
 */
const test = base.extend<object, { origin: string; framePage: Page }>({
  origin: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { origin, server } = await serveFolder(BUILD);
      await use(origin);
      await stopServing(server);
    },
    { scope: 'worker' },
  ],
  framePage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the build holds the stories of the shared components and both apps', () => {
  const groups = new Set(stories.map((story) => story.title.split('/')[0]));
  expect([...groups].sort()).toEqual(['Back-office', 'Public site', 'Shared']);
});

for (const story of stories) {
  for (const view of VIEWS) {
    test(`${story.title} › ${story.name} (${view.theme}, ${view.locale.toUpperCase()})`, async ({
      framePage: page,
      origin,
    }) => {
      const problems: string[] = [];
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      };
      const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
      // The console says only "Failed to load resource": name the address as well.
      const onResponse = (response: { status(): number; url(): string }) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      page.on('response', onResponse);
      try {
        await showStory(page, origin, story.id, view);
        // A view that fetches is checked with its answer, not its spinner.
        await settle(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onPageError);
        page.off('response', onResponse);
      }
    });
  }
}
