import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './result-modal.stories.tsx';

const { Success, Failure, FailureWithDetailEnglish, Closed } = composeStories(stories);

describe('ResultModal', () => {
  it('says the message was sent and what happens next, then closes', async () => {
    const user = userEvent.setup();
    render(<Success />);
    const dialog = screen.getByRole('dialog', { name: 'Message envoyé' });
    expect(dialog).toHaveAccessibleDescription(
      'Merci pour votre message. Nous vous répondons en principe dans les deux jours ouvrables.',
    );

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(Success.args.onClose).toHaveBeenCalled();
  });

  it('announces a failure, in English too', () => {
    render(<Failure />);
    expect(screen.getByRole('dialog', { name: 'Message non envoyé' })).toHaveTextContent(
      'Votre message n’a pas pu être envoyé. Veuillez réessayer dans un instant ou nous appeler.',
    );
  });

  it('adds the server’s explanation under the error message', () => {
    render(<FailureWithDetailEnglish />);
    const dialog = screen.getByRole('dialog', { name: 'Message not sent' });
    expect(dialog).toHaveTextContent(
      'Your message could not be sent. Please try again in a moment, or call us.',
    );
    expect(dialog).toHaveTextContent('Too many requests from this address; try again in a minute.');
  });

  it('shows nothing when there is no result', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
