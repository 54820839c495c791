import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './email-reveal.stories.tsx';

const { Hidden, Challenge, Loading, Revealed, Failed } = composeStories(stories);

describe('EmailReveal', () => {
  it('hides the address until the visitor asks', async () => {
    const user = userEvent.setup();
    render(<Hidden />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Afficher l’adresse e-mail' }));
    expect(Hidden.args.onRequest).toHaveBeenCalled();
  });

  it('shows the challenge, then a progress message', () => {
    const { unmount } = render(<Challenge />);
    expect(screen.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).toBeInTheDocument();
    unmount();
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Vérification réussie');
  });

  it('gives a mailto link once revealed', () => {
    render(<Revealed />);
    expect(screen.getByRole('link', { name: 'contact@cabinet-demo.example' })).toHaveAttribute(
      'href',
      'mailto:contact@cabinet-demo.example',
    );
  });

  it('explains a failure and lets the visitor try again', async () => {
    const user = userEvent.setup();
    render(<Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('L’adresse n’a pas pu être affichée.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(Failed.args.onRequest).toHaveBeenCalled();
  });
});
