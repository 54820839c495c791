import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './fee-panel.stories.tsx';

const { Closed, Group } = composeStories(stories);

describe('FeePanel', () => {
  it('starts closed and opens, then closes, when its title is clicked', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const title = screen.getByRole('button', { name: 'Tarifs privés' });
    expect(title).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Séance individuelle de 60 minutes : CHF 180.–')).not.toBeVisible();

    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Tarifs privés' })).toHaveTextContent(
      'Séance de couple (deux personnes) de 60 minutes : CHF 190.–',
    );

    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles from the keyboard and leaves the other panels as they are', async () => {
    const user = userEvent.setup();
    render(<Group />);
    screen.getByRole('button', { name: 'Annulation des séances' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Annulation des séances' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Principe de tarification' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
