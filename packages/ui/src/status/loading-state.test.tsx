import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './loading-state.stories.tsx';

const { Default, CustomLabel } = composeStories(stories);

describe('LoadingState', () => {
  it('names its progress indicator with the visible label, inside a status region', () => {
    render(<Default />);
    const progress = screen.getByRole('progressbar', { name: 'Chargement…' });
    expect(screen.getByRole('status')).toContainElement(progress);
  });

  it('uses a given label', () => {
    render(<CustomLabel />);
    expect(screen.getByRole('progressbar', { name: 'Chargement des rôles…' })).toBeVisible();
  });
});
