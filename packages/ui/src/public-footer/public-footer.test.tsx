import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyLinks, practiceAddress } from '../testing/fixtures.ts';
import { telHref } from './public-footer.tsx';
import * as stories from './public-footer.stories.tsx';

const { Default } = composeStories(stories);

describe('PublicFooter', () => {
  it('lists the practice links under their heading', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Le cabinet' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      companyLinks.map((link) => [link.label, link.to]),
    );
  });

  it('gives the postal address and a callable phone number', () => {
    render(<Default />);
    const section = screen.getByRole('region', { name: 'Adresse' });
    for (const line of practiceAddress) {
      expect(within(section).getByText(line)).toBeVisible();
    }
    expect(within(section).getByRole('link', { name: '+41 32 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+41320000000',
    );
  });

  it('lists the legal pages in order, then shows the contact slot', () => {
    render(<Default />);
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Mentions légales', '/mentions-legales'],
      ['Conditions générales', '/conditions'],
      ['Politique de confidentialité', '/confidentialite'],
      ['Accessibilité', '/accessibilite'],
    ]);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(
      within(contact).getByRole('button', { name: 'Afficher l’adresse e-mail' }),
    ).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Cabinet Seyon. Tous droits réservés.`,
    );
  });
});

describe('telHref', () => {
  it('keeps the plus sign and digits only', () => {
    expect(telHref('+41 (0)32 000-00-00')).toBe('tel:+410320000000');
    expect(telHref('032 000 00 00')).toBe('tel:0320000000');
  });
});
