import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';

const PANELS = [
  'Principe de tarification',
  'Tarifs privés',
  'PsyTarif de l’assurance de base (LAMal)',
  'Annulation des séances',
];

async function feesSection() {
  const { user } = await renderRoute('/services');
  const fees = within(await screen.findByRole('region', { name: 'Tarifs et remboursement' }));
  return { user, fees };
}

describe('services page', () => {
  const scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('opens the service named by the address hash, with its Book Consultation link', async () => {
    await renderRoute('/services#family-psychotherapy');

    const detail = await screen.findByRole('region', { name: 'Thérapie familiale' });
    expect(within(detail).getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getAllByRole('region', { name: /^Thérapie/ })).toHaveLength(1);
    // The page loaded on demand renders the detail late: the hash still scrolls to it, smoothly.
    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }),
    );
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(detail);
  });

  it('shows no service detail for a hash that names none', async () => {
    await renderRoute('/services#fees');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nos prestations' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Thérapie/ })).not.toBeInTheDocument();
  });

  it('starts with the four fee panels closed', async () => {
    const { fees } = await feesSection();

    expect(fees.getAllByRole('button').map((button) => button.textContent)).toEqual(PANELS);
    for (const button of fees.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens a panel on its title and shows the tariff constants', async () => {
    const { user, fees } = await feesSection();

    await user.click(fees.getByRole('button', { name: 'Tarifs privés' }));

    expect(fees.getByRole('button', { name: 'Tarifs privés' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(fees.getByText('Séance individuelle de 60 minutes : CHF 180.–')).toBeVisible();
    expect(fees.getByRole('button', { name: 'Annulation des séances' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('toggles a panel from the keyboard', async () => {
    const { user, fees } = await feesSection();
    const lamal = fees.getByRole('button', { name: PANELS[2] });

    lamal.focus();
    await user.keyboard('{Enter}');
    expect(lamal).toHaveAttribute('aria-expanded', 'true');
    expect(
      fees.getByRole('link', { name: 'Formulaire de prescription (exemple, PDF)' }),
    ).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
    await user.keyboard(' ');
    expect(lamal).toHaveAttribute('aria-expanded', 'false');
  });
});
