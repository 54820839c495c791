import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './color-scheme-toggle.stories.tsx';

const { Default, Dark } = composeStories(stories);

function bodyBackground(): string {
  return getComputedStyle(document.body).backgroundColor;
}

describe('ColorSchemeToggle', () => {
  it('starts light, switches to dark, and stores the choice', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const lightBackground = bodyBackground();

    await user.click(screen.getByRole('button', { name: 'Passer au thème sombre' }));

    expect(localStorage.getItem('colorScheme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Passer au thème clair' })).toBeInTheDocument();
    expect(bodyBackground()).not.toBe(lightBackground);
  });

  it('keeps the stored choice after a remount, and can switch back', async () => {
    const user = userEvent.setup();
    const first = render(<Default />);
    await user.click(screen.getByRole('button', { name: 'Passer au thème sombre' }));
    first.unmount();

    render(<Default />);
    const toggle = screen.getByRole('button', { name: 'Passer au thème clair' });
    await user.click(toggle);
    expect(localStorage.getItem('colorScheme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBeInTheDocument();
  });

  it('ignores a stored value that is not a colour scheme', () => {
    localStorage.setItem('colorScheme', 'purple');
    render(<Default />);
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBeInTheDocument();
  });

  it('starts in the default mode when nothing is stored', () => {
    render(<Dark />);
    expect(screen.getByRole('button', { name: 'Passer au thème clair' })).toBeInTheDocument();
  });

  it('lets a stored choice win over the default mode', () => {
    localStorage.setItem('colorScheme', 'light');
    render(<Dark />);
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBeInTheDocument();
  });
});
