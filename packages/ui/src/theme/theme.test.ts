import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { PUBLIC_HEADER_FULL_FROM, PUBLIC_HEADER_HEIGHT } from './layout.ts';
import { appTheme, createAppTheme } from './theme.ts';

const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** Every text colour the theme puts on a background, with a name for failure messages. */
function textPairs(theme: Theme): [string, string, string][] {
  const { palette } = theme;
  const surfaces = { default: palette.background.default, paper: palette.background.paper };
  const pairs: [string, string, string][] = [];
  for (const [surface, background] of Object.entries(surfaces)) {
    pairs.push([`text.primary on ${surface}`, palette.text.primary, background]);
    pairs.push([`text.secondary on ${surface}`, palette.text.secondary, background]);
    for (const intent of intents) {
      // Text buttons, links and outlined buttons draw the main colour straight on the surface.
      pairs.push([`${intent}.main on ${surface}`, palette[intent].main, background]);
    }
  }
  for (const intent of intents) {
    pairs.push([
      `${intent}.contrastText on ${intent}.main`,
      palette[intent].contrastText,
      palette[intent].main,
    ]);
  }
  return pairs;
}

describe.each(['light', 'dark'] as const)('createAppTheme(%s)', (mode) => {
  const theme = createAppTheme(mode);

  it('is in the requested mode', () => {
    expect(theme.palette.mode).toBe(mode);
  });

  it('meets WCAG AA (4.5:1) for every text/background pair', () => {
    const failures = textPairs(theme)
      .map(([name, fg, bg]) => ({ name, ratio: Number(contrastRatio(fg, bg).toFixed(2)) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(failures).toEqual([]);
  });

  it('uses system fonts only', () => {
    expect(theme.typography.fontFamily).toMatch(/^system-ui/);
    expect(JSON.stringify(theme.components?.MuiCssBaseline)).not.toMatch(/@font-face|url\(/);
  });

  it('keeps focused elements clear of the sticky header', () => {
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides as {
      html: Record<string, unknown>;
    };
    const desktop = Number.parseInt(String(overrides.html.scrollPaddingTop), 10);
    expect(desktop).toBeGreaterThan(PUBLIC_HEADER_HEIGHT.desktop);
    const small = overrides.html[theme.breakpoints.down(PUBLIC_HEADER_FULL_FROM)] as {
      scrollPaddingTop: string;
    };
    expect(Number.parseInt(small.scrollPaddingTop, 10)).toBeGreaterThan(
      PUBLIC_HEADER_HEIGHT.mobile,
    );
  });
});

it('gives the two modes different surfaces', () => {
  expect(createAppTheme('dark').palette.background.default).not.toBe(
    createAppTheme('light').palette.background.default,
  );
});

it("makes each mode's theme once and shares it, so a page can make it ahead of its first render", () => {
  const light = appTheme('light');
  expect(appTheme('light')).toBe(light);
  expect(appTheme('dark')).not.toBe(light);
  expect(appTheme('dark').palette.mode).toBe('dark');
  // The shared theme is the practice's: the same as one made anew.
  expect(light.palette.primary.main).toBe(createAppTheme('light').palette.primary.main);
  expect(light.components?.MuiCssBaseline).toEqual(
    createAppTheme('light').components?.MuiCssBaseline,
  );
});
