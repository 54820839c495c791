import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headerLinks } from '../testing/fixtures.ts';
import * as stories from './public-header.stories.tsx';

const { Default, Home, Mobile } = composeStories(stories);
const expectedLinks = headerLinks.map(({ label, to }) => ({ label, to }));

/** The links of `container`, hidden ones included (the wide layout is hidden in jsdom, see below). */
function linksIn(container: HTMLElement) {
  return within(container)
    .getAllByRole('link', { hidden: true })
    .map((link) => ({ label: link.textContent, to: link.getAttribute('href') }));
}

// Which of the two layouts shows is CSS's choice (PUBLIC_HEADER_FULL_FROM breakpoint). jsdom applies
// media queries to a fixed 1024 px wide window, narrower than that breakpoint: there the narrow
// layout shows and the wide one is `display: none`, so the wide layout's content is looked up among
// hidden elements. The public site's e2e tests check both layouts in a browser at real widths.
describe('PublicHeader, wide layout', () => {
  const hidden = true;

  it('is left to wider windows than jsdom’s, which get the narrow layout', () => {
    render(<Default />);
    expect(screen.getByTestId('public-header-wide')).not.toBeVisible();
    expect(screen.getByTestId('public-header-narrow')).toBeVisible();
  });

  it('shows the main navigation inline, with the current page marked', () => {
    render(<Default />);
    const wide = screen.getByTestId('public-header-wide');
    const nav = within(wide).getByRole('navigation', { name: 'Navigation principale', hidden });
    expect(linksIn(nav)).toEqual(expectedLinks);
    expect(within(nav).getByRole('link', { name: 'Nos prestations', hidden })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Accueil', hidden })).not.toHaveAttribute(
      'aria-current',
    );
    expect(
      within(wide).queryByRole('button', { name: 'Ouvrir le menu', hidden }),
    ).not.toBeInTheDocument();
  });

  it('marks Home only on the home page', () => {
    render(<Home />);
    const wide = screen.getByTestId('public-header-wide');
    const nav = within(wide).getByRole('navigation', { name: 'Navigation principale', hidden });
    expect(within(nav).getByRole('link', { name: 'Accueil', hidden })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Nos prestations', hidden })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('offers the call to action, the language slot and a skip link', () => {
    render(<Default />);
    const wide = screen.getByTestId('public-header-wide');
    expect(within(wide).getByRole('link', { name: 'Prendre rendez-vous', hidden })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(
      within(wide).getByRole('button', { name: 'Français (Langue)', hidden }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });
});

// The menu is a popover the browser opens (checked in Chromium by the public site's e2e tests);
// jsdom has no popovers, so here the header's own fallback for such browsers opens and closes it.
describe('PublicHeader, narrow layout', () => {
  it('hides the links behind a burger button that names the menu panel', () => {
    render(<Mobile />);
    const narrow = screen.getByTestId('public-header-narrow');
    expect(within(narrow).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(narrow).queryByRole('link')).not.toBeInTheDocument();
    const burger = within(narrow).getByRole('button', { name: 'Ouvrir le menu' });
    const panelId = burger.getAttribute('popovertarget');
    expect(panelId).toBeTruthy();
    expect(burger).toHaveAttribute('aria-controls', panelId);
    // In the HTML from the start, so the browser can open it before any script has run.
    expect(document.getElementById(panelId!)).toHaveAttribute('popover', 'auto');
  });

  // jsdom has no popovers: the browser opens the panel (checked in Chromium by the public site's
  // e2e tests), and here its content and wiring are checked among hidden elements.
  it('holds in its side panel the same links, the call to action and the language', () => {
    render(<Mobile />);
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    const panel = document.getElementById(burger.getAttribute('popovertarget') ?? '');
    if (!panel) throw new Error('The burger names no panel.');
    expect(panel).toHaveAttribute('role', 'dialog');
    const nav = within(panel).getByRole('navigation', {
      name: 'Navigation principale',
      hidden: true,
    });
    expect(linksIn(nav)).toEqual(expectedLinks);
    expect(
      within(nav).getByRole('link', { name: 'Nos prestations', hidden: true }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(panel).getByRole('link', { name: 'Prendre rendez-vous', hidden: true }),
    ).toHaveAttribute('href', '/contact');
    const close = within(panel).getByRole('button', { name: 'Fermer le menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', panel.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });
});
