import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './fee-panel.stories.tsx';

const { Closed, Group, Open } = composeStories(stories);

describe('FeePanel', () => {
  it('is a closed <details> whose summary holds the title as a heading', () => {
    render(<Closed />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Tarifs privés' });
    const summary = heading.closest('summary');
    expect(summary?.parentElement?.tagName).toBe('DETAILS');
    expect(summary?.parentElement).not.toHaveAttribute('open');
    expect(screen.getByText('Séance individuelle de 60 minutes : CHF 180.–')).not.toBeVisible();
  });

  it('shows its content when open', () => {
    render(<Open />);
    expect(screen.getByText('Séance individuelle de 60 minutes : CHF 180.–')).toBeVisible();
  });

  it('gives each panel of a group its own <details>, all closed', () => {
    render(<Group />);
    const panels = screen.getAllByRole('heading', { level: 3 }).map((h) => h.closest('details'));
    expect(panels.length).toBeGreaterThan(1);
    expect(new Set(panels).size).toBe(panels.length);
    for (const panel of panels) expect(panel).not.toHaveAttribute('open');
  });
});
