import { isLanguage, LANGUAGE_OPTIONS } from '@cabinet/i18n/languages';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ColorSchemeProvider } from '../theme/color-scheme-provider.tsx';
import { StoryLocale } from './story-locale.tsx';

/** Theme and language from the toolbar; the colour choice is not persisted here. */
const withProviders: Decorator = (Story, { globals }) => {
  const mode = globals.theme === 'dark' ? 'dark' : 'light';
  const locale = isLanguage(globals.locale) ? globals.locale : 'fr';
  return (
    <StoryLocale locale={locale}>
      <ColorSchemeProvider key={mode} defaultMode={mode} persist={false}>
        <Story />
      </ColorSchemeProvider>
    </StoryLocale>
  );
};

/**
 * What every story gets, in Storybook (tooling/storybook) and in this package's tests (which render
 * the stories as fixtures): the theme and the language from the toolbar.
 */
export const storyPreview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LANGUAGE_OPTIONS.map(({ code, label }) => ({
          value: code,
          title: label,
          right: code.toUpperCase(),
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'fr' },
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
};
