import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './error-state.stories.tsx';

const { Default, WithRetry } = composeStories(stories);

describe('ErrorState', () => {
  it('announces a generic failure and offers no retry when none is possible', () => {
    render(<Default />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue');
    expect(alert).toHaveTextContent('Le contenu n’a pas pu être chargé. Veuillez réessayer.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the given message and calls onRetry from the retry button', async () => {
    const user = userEvent.setup();
    render(<WithRetry />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La liste des traductions n’a pas pu être chargée.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(WithRetry.args.onRetry).toHaveBeenCalledTimes(1);
  });
});
