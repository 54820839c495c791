import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './empty-state.stories.tsx';

const { Default, English, German, WithAction } = composeStories(stories);

describe('EmptyState', () => {
  it.each([
    ['French', Default, 'Rien à afficher pour le moment.'],
    ['English', English, 'Nothing here yet.'],
    ['German', German, 'Hier gibt es noch nichts.'],
  ])('says there is nothing yet in %s', (_language, Story, text) => {
    render(<Story />);
    expect(screen.getByText(text)).toBeVisible();
  });

  it('shows a given message and action instead of the default text', () => {
    render(<WithAction />);
    expect(screen.getByText('Aucune traduction pour cette langue.')).toBeVisible();
    expect(screen.queryByText('Rien à afficher pour le moment.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une traduction' })).toBeVisible();
  });
});
