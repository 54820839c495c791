import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './i18n-boundary.stories.tsx';

const { Loading, Ready } = composeStories(stories);

describe('I18nBoundary', () => {
  it('shows the loading screen with the bundled texts while the texts load', async () => {
    await act(async () => {
      render(<Loading />);
    });
    expect(await screen.findByRole('progressbar', { name: 'Chargement…' })).toBeVisible();
  });

  it('renders the page with the instance once it is ready', async () => {
    // React resumes a suspended render only inside an awaited act().
    await act(async () => {
      render(<Ready />);
    });
    expect(await screen.findByText('Nothing here yet.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
