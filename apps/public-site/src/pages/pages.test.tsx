import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organization } from '../testing/handlers';
import { renderPage } from '../testing/render-page';

describe('the site’s pages, as the server sends them', () => {
  it.each([
    ['/', 'Psychothérapie à Neuchâtel', 'À qui s’adressent nos consultations\u00a0?'],
    ['/services', 'Nos prestations', 'Un accompagnement adapté à chaque situation'],
    ['/team', 'Notre équipe', 'Une psychologue formée et engagée'],
    ['/contact', 'Contactez-nous', 'Prendre un premier rendez-vous'],
  ])(
    '%s shows its banner title, its first section and a matching document title',
    async (path, title, section) => {
      await renderPage(path);

      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
      expect(document.title).toBe(`${title} · Cabinet Lac & Parole`);
    },
  );

  it('quotes the author on the home page, in the page’s language', async () => {
    await renderPage('/', { language: 'en' });

    const quote = screen.getByText(/when I accept myself just as I am/);
    expect(quote.closest('figure')).toHaveTextContent('— Carl Rogers');
  });

  // jsdom's window (1024 px) is narrower than the wide header's breakpoint: as on a tablet, the
  // header's links, call to action and language are in its menu, a popover the browser opens.
  it('links the menu to every page, marks the current one, and offers the call to action', async () => {
    await renderPage('/team', { language: 'en' });
    const header = screen.getByRole('banner');
    const openMenu = within(header).getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(openMenu.getAttribute('popovertarget') ?? '');
    if (!menu) throw new Error('The menu button names no popover.');
    expect(menu).toHaveAttribute('popover', 'auto');
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Our Services', '/services'],
      ['Our Team', '/team'],
      ['Contact Us', '/contact'],
      ['Book Consultation', '/contact'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Our Team', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The language, one tap away beside the menu button: the same page in each language.
    const language = within(within(header).getByTestId('public-header-narrow')).getByRole(
      'button',
      {
        name: 'EN (English, Language)',
      },
    );
    const languages = document.getElementById(language.getAttribute('popovertarget') ?? '');
    expect(
      within(languages!)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Français', '/team?lng=fr'],
      ['English', '/team?lng=en'],
      ['Deutsch', '/team?lng=de'],
    ]);
  });

  it('names the page’s own address in its language as canonical, with the hreflang alternates', async () => {
    await renderPage('/services?lng=de', { language: 'de' });

    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.hreflang,
      link.href,
    ]);
    expect(links).toEqual([
      ['canonical', '', 'http://localhost:5173/services?lng=de'],
      ['alternate', 'fr', 'http://localhost:5173/services?lng=fr'],
      ['alternate', 'en', 'http://localhost:5173/services?lng=en'],
      ['alternate', 'de', 'http://localhost:5173/services?lng=de'],
      ['alternate', 'x-default', 'http://localhost:5173/services'],
    ]);
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows the practice’s identity as staff set it, in the footer and the JSON-LD', async () => {
    await renderPage('/', {
      organization: { ...organization, name: 'Cabinet du Lac', phone: '+41 32 111 22 33' },
    });

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Rue du Seyon 10')).toBeVisible();
    expect(within(footer).getByRole('link', { name: '+41 32 111 22 33' })).toHaveAttribute(
      'href',
      'tel:+41321112233',
    );
    expect(within(footer).getByText(/© \d{4} Cabinet du Lac/)).toBeVisible();
    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent;
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      name: 'Cabinet du Lac',
      telephone: '+41 32 111 22 33',
    });
  });

  it('shows the fee panels as closed <details> that need no script', async () => {
    await renderPage('/services');

    const fees = document.getElementById('fees');
    const panels = [...(fees?.querySelectorAll('details') ?? [])];
    expect(panels).toHaveLength(4);
    for (const panel of panels) {
      expect(panel).not.toHaveAttribute('open');
      expect(panel.firstElementChild?.tagName).toBe('SUMMARY');
    }
    expect(screen.getByText(/CHF\s*180/)).not.toBeVisible();
  });

  it('holds every service’s detail at its id, for the address’s hash to show', async () => {
    await renderPage('/services');

    for (const card of screen.getAllByRole('link', {
      name: /Thérapie|Psychothérapie|Intervention|Supervision/,
    })) {
      const id = card.getAttribute('href')?.split('#')[1] ?? '';
      const detail = document.getElementById(id);
      expect(detail, id).not.toBeNull();
      expect(within(detail!).getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
  });

  it('says an unknown address was not found, with a way back home that goes back when it can', async () => {
    await renderPage('/nowhere', { language: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    const back = screen.getByRole('link', { name: 'Go back' });
    expect(back).toHaveAttribute('href', '/');
    expect(back.closest('[data-island]')).toHaveAttribute('data-island', 'go-back');
  });
});
