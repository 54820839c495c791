import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './language-menu.stories.tsx';

const { Default, German } = composeStories(stories);

describe('LanguageMenu', () => {
  it('is a button that names the menu and the current language, and opens its popover', () => {
    render(<Default />);
    const button = screen.getByRole('button', { name: 'Français (Langue)' });
    const popover = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(popover).toHaveAttribute('popover', 'auto');
    expect(button.querySelector('svg[data-flag]')).toHaveAttribute('data-flag', 'fr');
  });

  it('links each language to the same page at the address that names it', () => {
    render(<German />);
    const list = screen.getByRole('list', { name: 'Sprache', hidden: true });
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Français', '/services?lng=fr'],
      ['English', '/services?lng=en'],
      ['Deutsch', '/services?lng=de'],
    ]);
    expect(links[2]).toHaveAttribute('aria-current', 'true');
    expect(links[0]).toHaveAttribute('lang', 'fr');
  });
});
