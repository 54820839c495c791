// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_TEXTS, createBootI18n, guessLanguage } from './boot-i18n.ts';
import { defaultTexts } from './defaults/index.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';
import { createTestI18n } from './test-i18n.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('guessLanguage', () => {
  it('takes ?lng= first, then the stored choice, else French', () => {
    expect(guessLanguage()).toBe('fr');
    localStorage.setItem('i18nextLng', 'de');
    expect(guessLanguage()).toBe('de');
    window.history.replaceState(null, '', '/?lng=en');
    expect(guessLanguage()).toBe('en');
  });

  it('ignores a language the site does not offer', () => {
    localStorage.setItem('i18nextLng', 'it');
    window.history.replaceState(null, '', '/?lng=es');
    expect(guessLanguage()).toBe('fr');
  });
});

describe('createBootI18n', () => {
  it('is ready at once with the bundled texts, the first namespace by default', () => {
    localStorage.setItem('i18nextLng', 'en');
    const i18n = createBootI18n(['ui', 'common']);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.options.defaultNS).toBe('ui');
    expect(i18n.t('loadingState.label')).toBe('Loading…');
  });

  it('says what the UI kit says while loading, in every language', () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      expect(BOOT_TEXTS[lng].ui).toEqual({
        'loadingState.label': defaultTexts[lng].ui['loadingState.label'],
      });
    }
  });
});

describe('createTestI18n', () => {
  it('answers in the asked language with flat keys and ns: prefixes', () => {
    const i18n = createTestI18n(['public', 'common', 'ui'], 'de');
    expect(i18n.language).toBe('de');
    expect(i18n.options.defaultNS).toBe('public');
    expect(i18n.options.keySeparator).toBe(false);
  });
});
