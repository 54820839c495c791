import { composeStories, type composeStory } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { mockViewportWidth } from '../testing/viewport.ts';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

const stories = Object.entries(modules).flatMap(([path, module]) =>
  Object.entries(composeStories(module) as Record<string, ComposedStory>).map(([name, Story]) => ({
    title: `${path.replace(/^.*\/(.*)\.stories\.tsx$/, '$1')} / ${name}`,
    Story,
  })),
);

/** WCAG A/AA rules; colour contrast is checked on the palette instead (jsdom cannot lay out). */
async function seriousViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

describe('every story passes axe (WCAG A/AA)', () => {
  it('finds the stories', () => {
    expect(stories.length).toBeGreaterThan(20);
  });

  it.each(stories)('$title', async ({ Story }) => {
    const viewport = (Story.globals as { viewport?: { value?: string } }).viewport;
    mockViewportWidth(viewport?.value?.startsWith('mobile') ? 320 : 1280);
    const { container } = render(<Story />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
