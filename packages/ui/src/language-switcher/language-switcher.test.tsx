import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storyI18n } from '../storybook/story-i18n.ts';
import * as stories from './language-switcher.stories.tsx';

const { Default, English } = composeStories(stories);

describe('LanguageSwitcher', () => {
  it('shows the current language under an accessible name', () => {
    render(<Default />);
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveTextContent('Français');
  });

  it('offers fr, en and de by their own names and switches i18next with the mouse', async () => {
    const user = userEvent.setup();
    render(<Default />);

    await user.click(screen.getByRole('combobox', { name: 'Langue' }));
    const listbox = screen.getByRole('listbox', { name: 'Langue' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Français', 'English', 'Deutsch']);
    // Each option carries its flag as a drawing, never as an emoji (Windows shows letters).
    expect(
      options.map((option) => option.querySelector('svg[data-flag]')?.getAttribute('data-flag')),
    ).toEqual(['fr', 'en', 'de']);
    expect(within(listbox).getByRole('option', { selected: true })).toHaveTextContent('Français');

    await user.click(within(listbox).getByRole('option', { name: 'Deutsch' }));

    expect(storyI18n.language).toBe('de');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveTextContent('Deutsch');
  });

  it('is operable with the keyboard alone', async () => {
    const user = userEvent.setup();
    render(<English />);
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    expect(combobox).toHaveTextContent('English');

    await user.tab();
    expect(combobox).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Language' });
    // Focus starts on the selected option (English); one more step reaches Deutsch.
    await user.keyboard('{ArrowDown}{Enter}');

    expect(listbox).not.toBeInTheDocument();
    expect(storyI18n.language).toBe('de');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveTextContent('Deutsch');
  });
});
