import type { paths } from '@cabinet/api-client/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import {
  profileHandlers,
  TEST_CURRENT_PASSWORD,
  TEST_RECOVERY_CODES,
} from '../../testing/profile-handlers';
import { attachmentRecord, userRecord } from '../../testing/resource-handlers';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };
const OLD = 'Old-passw0rd';

/** A saved file's text, read the way a browser would (jsdom's Blob has no text()). */
function blobText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('Nothing was saved.'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file.'));
    reader.readAsText(blob);
  });
}

async function renderProfile(language: 'en' | 'fr' = 'en') {
  return renderRoute('/profile/1/edit', { session, language });
}

describe('/profile/:id/edit: change password', () => {
  it('changes the password and keeps the fresh token', async () => {
    let sent: { old_password: string; new_password: string } | undefined;
    server.use(
      profileHandlers.changePassword(OLD, (body) => (sent = body)),
      ...profileHandlers.twoFactor(),
    );
    const { user } = await renderProfile();

    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Old password/), OLD);
    await user.type(within(form).getByLabelText(/^New password/), 'New-passw0rd');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'New-passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed successfully!')).toBeVisible();
    expect(sent).toEqual({ old_password: OLD, new_password: 'New-passw0rd' });
    expect(localStorage.getItem('token')).toBe('token-after-password-change');
    expect(within(form).getByLabelText(/^Old password/)).toHaveValue('');
  });

  it('requires the three fields, then refuses a confirmation that differs and warns of an unchanged password', async () => {
    let calls = 0;
    server.use(
      profileHandlers.changePassword(OLD, () => (calls += 1)),
      ...profileHandlers.twoFactor(),
    );
    const { user } = await renderProfile();

    const form = await screen.findByRole('form', { name: 'Change password' });
    const submit = within(form).getByRole('button', { name: 'Change password' });
    await user.click(submit);
    expect(within(form).getAllByText('This field is required')).toHaveLength(3);

    await user.type(within(form).getByLabelText(/^Old password/), OLD);
    await user.type(within(form).getByLabelText(/^New password/), 'New-passw0rd');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'Other-passw0rd');
    await user.click(submit);
    expect(within(form).getByText('The passwords do not match')).toBeVisible();

    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), OLD);
    await user.clear(within(form).getByLabelText(/^Confirm password/));
    await user.type(within(form).getByLabelText(/^Confirm password/), OLD);
    await user.click(submit);
    expect(within(form).getByText('The new password is equal to the old password')).toBeVisible();
    expect(calls).toBe(0);
  });

  it('shows a wrong old password as an error', async () => {
    server.use(profileHandlers.changePassword(OLD), ...profileHandlers.twoFactor());
    const { user } = await renderProfile('fr');

    const form = await screen.findByRole('form', { name: 'Changer le mot de passe' });
    await user.type(within(form).getByLabelText(/^Ancien mot de passe/), 'wrong');
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), 'New-passw0rd');
    await user.type(within(form).getByLabelText(/^Confirmer le mot de passe/), 'New-passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'L’ancien mot de passe est incorrect.',
    );
    expect(localStorage.getItem('token')).toBe('token-1');
  });
});

describe('/profile/:id/edit: two-factor authentication', () => {
  it('shows only the secret of the setup the switch started, never an earlier one it replaces', async () => {
    let answer = () => {};
    const setupAnswers = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      ...profileHandlers.twoFactor({
        earlierSetupUri:
          'otpauth://totp/Cabinet:amartin?secret=OLDOLDOLDOLDOLD2&issuer=Cabinet&algorithm=SHA1&digits=6&period=30',
        setupAnswers,
      }),
    );
    const { user } = await renderProfile();
    const form = await screen.findByRole('form', { name: 'Two-factor authentication' });

    await user.click(
      await within(form).findByRole('switch', { name: 'Use two-factor authentication' }),
    );
    // While the new secret is on its way: a loading state, no code to scan.
    expect(await within(form).findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    expect(within(form).queryByText(/OLDO/)).not.toBeInTheDocument();

    answer();
    const qr = await within(form).findByRole('img', {
      name: 'QR code to scan with the authenticator app',
    });
    expect(qr.getAttribute('data-totp-uri')).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(within(form).getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
  });

  it('turns 2FA on: QR code, code required, recovery codes in a modal that only Finish Setup closes', async () => {
    const tokens: (string | null)[] = [];
    server.use(...profileHandlers.twoFactor({ onRequest: (_, __, token) => tokens.push(token) }));
    const { user } = await renderProfile();

    const form = await screen.findByRole('form', { name: 'Two-factor authentication' });
    const confirm = within(form).getByRole('button', { name: 'Confirm' });
    const toggle = await within(form).findByRole('switch', {
      name: 'Use two-factor authentication',
    });
    expect(toggle).not.toBeChecked();
    expect(confirm).toBeDisabled();

    await user.click(toggle);
    expect(
      await within(form).findByRole('img', { name: 'QR code to scan with the authenticator app' }),
    ).toBeVisible();
    expect(within(form).getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    expect(within(form).getByText('Please enter the one-time code')).toBeVisible();
    // The current password too: a session left open is not enough to change the account's 2FA.
    const password = within(form).getByLabelText(/Current password/);
    expect(password).toHaveAccessibleDescription('This field is required');
    await user.type(within(form).getByLabelText(/One-time code/), '000000');
    await user.type(password, 'Not-my-passw0rd');
    await user.click(confirm);
    expect(await within(form).findByText('Your current password is incorrect.')).toBeVisible();
    await user.clear(password);
    await user.type(password, TEST_CURRENT_PASSWORD);
    await user.click(confirm);
    expect(await within(form).findByText('Incorrect OTP')).toBeVisible();

    await user.clear(within(form).getByLabelText(/One-time code/));
    await user.type(within(form).getByLabelText(/One-time code/), '123456');
    await user.click(confirm);

    const dialog = await screen.findByRole('dialog', { name: 'Recovery codes' });
    expect(localStorage.getItem('token')).toBe('token-after-2fa-change');
    for (const code of TEST_RECOVERY_CODES) expect(within(dialog).getByText(code)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Recovery codes' })).toBeVisible();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).toBeInstanceOf(HTMLElement);
    await user.click(backdrop as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Recovery codes' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Recovery codes copied to clipboard!')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(TEST_RECOVERY_CODES.join('\n'));

    await user.click(within(dialog).getByRole('button', { name: 'Finish Setup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(form).findByRole('switch', { name: 'Use two-factor authentication' }),
    ).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    // The refetch after the change already uses the new token.
    await waitFor(() => expect(tokens.at(-1)).toBe('Bearer token-after-2fa-change'));
  });

  it('downloads the recovery codes as recovery-codes.txt', async () => {
    server.use(...profileHandlers.twoFactor());
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:recovery';
    });
    URL.revokeObjectURL = vi.fn();
    const { user } = await renderProfile();

    await user.click(await screen.findByRole('switch', { name: 'Use two-factor authentication' }));
    await user.type(await screen.findByLabelText(/One-time code/), '123456');
    // The 2FA form's own: the email change asks for the current password too.
    const twoFactorForm = screen.getByRole('form', { name: 'Two-factor authentication' });
    await user.type(
      within(twoFactorForm).getByLabelText(/Current password/),
      TEST_CURRENT_PASSWORD,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recovery codes' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(clicked).toEqual([{ download: 'recovery-codes.txt', href: 'blob:recovery' }]);
    expect(await blobText(blobs[0])).toBe(`${TEST_RECOVERY_CODES.join('\n')}\n`);
  });

  it('turns 2FA off with a code and the current password', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...profileHandlers.twoFactor({
        on: true,
        onRequest: (m, body) => m === 'PUT' && bodies.push(body),
      }),
    );
    const { user } = await renderProfile();

    const toggle = await screen.findByRole('switch', { name: 'Use two-factor authentication' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/One-time code/), '123456');
    // The 2FA form's own: the email change asks for the current password too.
    const twoFactorForm = screen.getByRole('form', { name: 'Two-factor authentication' });
    await user.type(
      within(twoFactorForm).getByLabelText(/Current password/),
      TEST_CURRENT_PASSWORD,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Saved successfully!')).toBeVisible();
    expect(bodies).toEqual([
      {
        is_use_2fa: false,
        confirmed: true,
        crosscheck_otp: '123456',
        current_password: TEST_CURRENT_PASSWORD,
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/profile/:id/edit: access', () => {
  it('answers 404 for another user’s profile', async () => {
    await renderRoute('/profile/2/edit', { session, language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the login page, to come back afterwards', async () => {
    const { router } = await renderRoute('/profile/1/edit', { language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff area' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%2F1%2Fedit');
  });
});

describe('/profile/:id/edit: picture', () => {
  type AttachmentAnswer =
    paths['/attachment/search']['post']['responses'][200]['content']['application/json'];
  const portrait = attachmentRecord(12, {
    name: `${'a'.repeat(32)}.png`,
    original_name: 'portrait.png',
    content_type: 'image/png',
  });

  it('picks one of my own images and saves it as my picture at once', async () => {
    const searches: unknown[] = [];
    const saved: unknown[] = [];
    server.use(
      http.get(apiUrl('/user/{id}').replace('{id}', '1'), () =>
        HttpResponse.json(userRecord(1, { username: 'amartin', image_id: null, image: null })),
      ),
      http.post<never, object, AttachmentAnswer>(
        apiUrl('/attachment/search'),
        async ({ request }) => {
          searches.push(await request.json());
          return HttpResponse.json({ data: [portrait], total: 1 });
        },
      ),
      http.put<never, { image_id: number }>(
        apiUrl('/user/{id}').replace('{id}', '1'),
        async ({ request }) => {
          const body = await request.json();
          saved.push(body);
          return HttpResponse.json(
            userRecord(1, { image_id: body.image_id, image: portrait.name }),
          );
        },
      ),
    );
    const { user } = await renderProfile();

    const section = await screen.findByRole('region', { name: 'Picture' }, { timeout: 15_000 });
    expect(within(section).getByText('No file')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Choose a file — Picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture' });
    // The picker offers the user's own images only.
    expect(JSON.stringify(searches[0])).toContain('"owner_id"');
    await user.click(await within(dialog).findByRole('button', { name: 'portrait.png' }));

    await waitFor(() => expect(saved).toEqual([{ image_id: 12 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByText('portrait.png')).toBeVisible();
    expect(within(section).queryByText('No file')).toBeNull();
  });
});
