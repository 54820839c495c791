import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHandlers } from '../../testing/auth-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/reset-password', () => {
  it('asks for a valid email, sends the request and says to check the inbox', async () => {
    let request: { mixin_id: string; language?: string } | undefined;
    server.use(authHandlers.resetRequest((body) => (request = body)));
    const { user } = await renderRoute('/reset-password', { language: 'en' });

    await user.type(await screen.findByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('Enter a valid email address')).toBeVisible();

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'anne.martin@example.ch');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('Password reset email sent!')).toBeVisible();
    expect(screen.getByText(/If an account matches this address/)).toBeVisible();
    expect(request).toEqual({ mixin_id: 'anne.martin@example.ch', language: 'en' });
  });

  it('shows a refusal of the API, such as a lockout', async () => {
    server.use(
      authHandlers.failing(
        '/reset-password-request',
        'post',
        'Too many requests. Try again later.',
        429,
      ),
    );
    const { user } = await renderRoute('/reset-password', { language: 'en' });

    await user.type(await screen.findByLabelText(/Email/), 'anne.martin@example.ch');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again later.',
    );
  });
});
