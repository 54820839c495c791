import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storyI18n } from '../storybook/story-i18n.ts';
import * as stories from './language-select.stories.tsx';

const { Default, German } = composeStories(stories);

describe('LanguageSelect', () => {
  it('offers fr, en and de by their own names, the current one selected', () => {
    render(<Default />);
    const select = screen.getByRole('combobox', { name: 'Langue' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Français', 'English', 'Deutsch']);
    expect(select).toHaveValue('fr');
    // The current language's flag stands beside the select, as a drawing, not an emoji.
    expect(document.querySelector('svg[data-flag]')).toHaveAttribute('data-flag', 'fr');
  });

  it('switches i18next to the chosen language and renames itself', async () => {
    const user = userEvent.setup();
    render(<German />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'en');

    expect(storyI18n.language).toBe('en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.querySelector('svg[data-flag]')).toHaveAttribute('data-flag', 'en');
  });
});
