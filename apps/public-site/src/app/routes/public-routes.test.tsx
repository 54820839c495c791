import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiUrl, healthHandlers, organization, organizationHandlers } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('public site pages', () => {
  it.each([
    ['/', 'Psychothérapie à Neuchâtel', 'À qui s’adressent nos consultations\u00a0?'],
    ['/services', 'Nos prestations', 'Un accompagnement adapté à chaque situation'],
    ['/team', 'Notre équipe', 'Une psychologue formée et engagée'],
    ['/contact', 'Contactez-nous', 'Prendre un premier rendez-vous'],
  ])(
    '%s shows its banner title, its first section and a matching document title',
    async (path, title, section) => {
      await renderRoute(path);

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(
        screen.getByRole('heading', { level: 2, name: section.replace(' ?', '\u202f?') }),
      ).toBeVisible();
      expect(document.title).toBe(`${title} · Cabinet Lac & Parole`);
    },
  );

  it('quotes the author on the home page', async () => {
    await renderRoute('/', { language: 'en' });

    const quote = await screen.findByText(/when I accept myself just as I am/);
    expect(quote.closest('figure')).toHaveTextContent('— Carl Rogers');
  });

  // jsdom's window (1024 px) is narrower than the wide header's breakpoint: as on a tablet, the
  // header's links, call to action and language are in its burger menu.
  it('navigates with the header menu’s links and the Book Consultation button', async () => {
    const { user, router } = await renderRoute('/', { language: 'en' });
    const header = await screen.findByRole('banner');
    const openMenu = async () => {
      await user.click(within(header).getByRole('button', { name: 'Open menu' }));
      return within(header).getByRole('dialog', { name: 'Menu' });
    };

    await user.click(within(await openMenu()).getByRole('link', { name: 'Our Team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    expect(within(header).queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await openMenu()).getByRole('link', { name: 'Our Team' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(header).getByRole('link', { name: 'Our Services' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();

    await user.click(within(await openMenu()).getByRole('link', { name: 'Book Consultation' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  it('changes the visible texts and the document title when another language is chosen', async () => {
    const { user } = await renderRoute('/team');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notre équipe' })).toBeVisible();
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Ouvrir le menu' }));
    await user.selectOptions(
      within(within(header).getByRole('dialog', { name: 'Menu' })).getByRole('combobox', {
        name: 'Langue',
      }),
      'de',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Unser Team' })).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Termin vereinbaren' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.title).toBe('Unser Team · Cabinet Lac & Parole');
  });

  it('shows the practice address and phone in the footer, with the demo notice', async () => {
    await renderRoute('/');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Rue du Seyon 10')).toBeVisible();
    expect(within(footer).getByText('2000 Neuchâtel')).toBeVisible();
    expect(within(footer).getByRole('link', { name: '+41 32 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+41320000000',
    );
    expect(
      within(footer).getByText(/le cabinet, son équipe et ses coordonnées sont fictifs/),
    ).toBeVisible();
  });
});

describe('the practice’s identity', () => {
  /** The organization addresses the app fetched (the API client calls `fetch` when it asks). */
  function watchOrganizationFetches() {
    const fetches = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => fetches.mockRestore());
    return () =>
      fetches.mock.calls
        .map(([input]) => (input instanceof Request ? input.url : String(input)))
        .filter((url) => url.includes('/organization/'));
  }

  it('is the one the page was made with, from the first render, and the API is not asked', async () => {
    const organizationFetches = watchOrganizationFetches();
    await renderRoute('/', {
      organization: {
        ...organization,
        name: 'Cabinet des Rives',
        street: 'Quai Osterwald 3',
        phone: '+41 32 111 22 33',
      },
    });

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Quai Osterwald 3')).toBeVisible();
    expect(within(footer).getByRole('link', { name: '+41 32 111 22 33' })).toBeVisible();
    expect(within(screen.getByRole('banner')).getByText('Cabinet des Rives')).toBeVisible();
    expect(organizationFetches()).toEqual([]);
  });

  it('is asked of the API when the page was made without it, and replaces the bundled one', async () => {
    const organizationFetches = watchOrganizationFetches();
    server.use(organizationHandlers.ok({ name: 'Cabinet des Rives' }));
    await renderRoute('/');

    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Cabinet des Rives')).toBeVisible();
    expect(organizationFetches()).toEqual([expect.stringMatching(/\/organization\/1$/)]);
  });
});

describe('contact page', () => {
  it('says nothing about the form while the API answers', async () => {
    let answered = false;
    server.use(
      http.get(apiUrl('/util/health'), () => {
        answered = true;
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    await renderRoute('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Formulaire momentanément indisponible')).not.toBeInTheDocument();
  });

  it.each([
    ['answers 500', () => healthHandlers.failing(500)],
    ['cannot be reached', () => healthHandlers.unreachable()],
  ])(
    'warns the visitor when the API %s and gives the phone number instead',
    async (_case, handler) => {
      server.use(handler());
      await renderRoute('/contact');

      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('Formulaire momentanément indisponible');
      expect(notice).toHaveTextContent('nous appeler au +41 32 000 00 00');
    },
  );
});

describe('404 page', () => {
  it('says the page was not found and goes back to the previous page', async () => {
    const { user, router } = await renderRoute('/nowhere', { history: ['/team'], language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go back' }));

    expect(router.state.location.pathname).toBe('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  });
});
