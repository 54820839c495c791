import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './result-modal.stories.tsx';

const { Success, Failure, FailureWithDetailEnglish, Closed } = composeStories(stories);

describe('ResultModal', () => {
  it('announces success in the spec’s words and closes', async () => {
    const user = userEvent.setup();
    render(<Success />);
    const dialog = screen.getByRole('dialog', { name: 'Succès !' });
    expect(dialog).toHaveAccessibleDescription('Merci pour votre envoi');

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(Success.args.onClose).toHaveBeenCalled();
  });

  it('announces a failure, in English too', () => {
    render(<Failure />);
    expect(screen.getByRole('dialog', { name: 'Erreur !' })).toHaveTextContent(
      'Une erreur est survenue !',
    );
  });

  it('adds the server’s explanation under the error message', () => {
    render(<FailureWithDetailEnglish />);
    const dialog = screen.getByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('An error occurred!');
    expect(dialog).toHaveTextContent('Too many requests from this address; try again in a minute.');
  });

  it('shows nothing when there is no result', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
