import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHandlers } from '../../testing/auth-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const TOKEN = 'reset-token-0123456789';
const URI =
  'otpauth://totp/Cabinet%20Lac%20%26%20Parole:amartin?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Cabinet';
const CODES = ['k3fz-9qpd-2m7x', 'a1b2-c3d4-e5f6'];

describe('/set-password?t=', () => {
  it('sets the new password and sends the user to the login page', async () => {
    let sent: { token: string; new_password: string; confirmed_2fa?: string } | undefined;
    server.use(
      authHandlers.check2fa({
        is_organiztion_require_2fa: false,
        is_already_config_2fa: false,
        totp_uri: null,
      }),
      authHandlers.resetPassword({ onRequest: (body) => (sent = body) }),
    );
    const { user, router } = await renderRoute(`/set-password?t=${TOKEN}`, { language: 'en' });

    await user.type(await screen.findByLabelText(/^New password/), 'New-passw0rd');
    await user.type(screen.getByLabelText(/^Confirm password/), 'New-passw0rX');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(screen.getByText('The passwords do not match')).toBeVisible();
    expect(sent).toBeUndefined();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'New-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByText('Password reset successful! Please login')).toBeVisible();
    expect(sent).toEqual({ token: TOKEN, new_password: 'New-passw0rd' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sets up the required 2FA: QR code and key, code required, then the recovery codes', async () => {
    server.use(
      authHandlers.check2fa({
        is_organiztion_require_2fa: true,
        is_already_config_2fa: false,
        totp_uri: URI,
      }),
      authHandlers.resetPassword({ otp: '246810', recoveryCodes: CODES }),
    );
    const { user, router } = await renderRoute(`/set-password?t=${TOKEN}`, { language: 'en' });

    const qr = await screen.findByRole('img', {
      name: 'QR code to scan with the authenticator app',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeVisible();

    await user.type(screen.getByLabelText(/^New password/), 'New-passw0rd');
    await user.type(screen.getByLabelText(/^Confirm password/), 'New-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(screen.getByText('Please enter the one-time code')).toBeVisible();

    await user.type(screen.getByLabelText(/One-time code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('Incorrect OTP')).toBeVisible();

    await user.clear(screen.getByLabelText(/One-time code/));
    await user.type(screen.getByLabelText(/One-time code/), '246810');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Recovery codes' });
    expect(within(dialog).getByText('k3fz-9qpd-2m7x')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Recovery codes' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Finish Setup' }));
    expect(await screen.findByText('Password reset successful! Please login')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('explains an expired link and offers a new one', async () => {
    server.use(
      authHandlers.failing(
        '/check-2fa-config',
        'post',
        'This link is invalid or has expired. Ask for a new one.',
      ),
    );
    await renderRoute(`/set-password?t=${TOKEN}`, { language: 'en' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
