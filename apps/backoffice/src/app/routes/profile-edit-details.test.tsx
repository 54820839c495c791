import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileHandlers, TEST_CURRENT_PASSWORD } from '../../testing/profile-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { staffUser } from '../../testing/session';
import { apiUser } from '../../testing/users';

/** A staff member without any administrator role, as signed in and as the API knows them. */
const member = apiUser({
  id: 2,
  username: 'lrochat',
  email: 'luc.rochat@example.ch',
  name: 'Luc Rochat',
  first_name: 'Luc',
  last_name: 'Rochat',
  phone: '+41 32 111 11 11',
  roles: [{ id: 3, name: 'User', string_id: 'user_role' }],
  all_roles: [{ id: 3, name: 'User', string_id: 'user_role' }],
});
const session = { token: 'token-2', user: { ...staffUser, email: member.email } };

const renderProfile = (language: 'en' | 'fr' = 'en') =>
  renderRoute('/profile/2/edit', { session, language });

describe('/profile/:id/edit: personal details of a non-administrator', () => {
  it('is reached from the account menu, shows my details, and saves them', async () => {
    const saved: unknown[] = [];
    server.use(
      ...profileHandlers.ownProfile(member, (body) => saved.push(body)),
      ...profileHandlers.twoFactor(),
    );
    const { user, router } = await renderRoute('/', { session, language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'LR: account menu of Luc Rochat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit profile' }));
    expect(router.state.location.pathname).toBe('/profile/2/edit');

    const form = await screen.findByRole('form', { name: 'Personal details' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    await waitFor(() => expect(field(/^Display name/)).toHaveValue('Luc Rochat'));
    expect(field(/^First name/)).toHaveValue('Luc');
    expect(field(/^Phone/)).toHaveValue('+41 32 111 11 11');
    const save = within(form).getByRole('button', { name: 'Save my details' });
    expect(save).toBeDisabled();

    await user.clear(field(/^Display name/));
    await user.type(field(/^Display name/), 'Luc R.');
    await user.clear(field(/^Last name/));
    await user.type(field(/^Last name/), 'Rochat-Muller');
    await user.clear(field(/^Phone/));
    await user.type(field(/^Mobile/), '+41 79 222 22 22');
    await user.click(save);

    expect(await screen.findByText('Saved successfully!')).toBeVisible();
    expect(saved).toEqual([
      {
        name: 'Luc R.',
        first_name: 'Luc',
        last_name: 'Rochat-Muller',
        phone: null,
        mobile: '+41 79 222 22 22',
      },
    ]);
    // The header and the stored session follow the new name at once.
    expect(await screen.findByRole('button', { name: 'LR: account menu of Luc R.' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ name: 'Luc R.' });
    expect(field(/^Phone/)).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Save my details' })).toBeDisabled();
  });

  it('shows the API’s refusal in the form and keeps what was typed', async () => {
    server.use(...profileHandlers.ownProfile(member), ...profileHandlers.twoFactor());
    const { user } = await renderProfile();

    const form = await screen.findByRole('form', { name: 'Personal details' });
    const phone = within(form).getByLabelText(/^Phone/);
    await waitFor(() => expect(phone).toHaveValue('+41 32 111 11 11'));
    await user.type(phone, '!');
    await user.click(within(form).getByRole('button', { name: 'Save my details' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'phone is not a phone number.',
    );
    expect(phone).toHaveValue('+41 32 111 11 11!');
  });

  it('offers no roles, no Access tab and no account settings to a non-administrator', async () => {
    server.use(...profileHandlers.ownProfile(member), ...profileHandlers.twoFactor());
    await renderProfile();

    await screen.findByRole('form', { name: 'Personal details' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Roles/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Internal account/)).not.toBeInTheDocument();
  });
});

describe('/profile/:id/edit: email address', () => {
  it('asks for the new address and my password, then says the email waits for the link', async () => {
    const sent: unknown[] = [];
    server.use(
      ...profileHandlers.ownProfile(member),
      ...profileHandlers.twoFactor(),
      profileHandlers.emailChange({ onRequest: (body) => sent.push(body) }),
    );
    const { user } = await renderProfile();

    const form = await screen.findByRole('form', { name: 'Email address' });
    expect(within(form).getByText('Current address: luc.rochat@example.ch')).toBeVisible();
    const submit = within(form).getByRole('button', { name: 'Send the confirmation link' });
    await user.click(submit);
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    await user.type(within(form).getByLabelText(/^New email address/), 'not-an-address');
    await user.type(within(form).getByLabelText(/^Current password/), 'Wrong-passw0rd');
    await user.click(submit);
    expect(within(form).getByText(/valid email/i)).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText(/^New email address/));
    await user.type(within(form).getByLabelText(/^New email address/), 'luc@new.example.ch');
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect.',
    );

    await user.clear(within(form).getByLabelText(/^Current password/));
    await user.type(within(form).getByLabelText(/^Current password/), TEST_CURRENT_PASSWORD);
    await user.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to luc@new.example.ch. Your email stays luc.rochat@example.ch until you open it',
    );
    expect(sent.at(-1)).toEqual({
      new_email: 'luc@new.example.ch',
      current_password: TEST_CURRENT_PASSWORD,
      language: 'en',
    });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    // Until the link is followed, the page and the session keep the current address.
    expect(within(form).getByText('Current address: luc.rochat@example.ch')).toBeVisible();
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('says in French that the address belongs to another account, and mails in French', async () => {
    const sent: { language?: string }[] = [];
    server.use(
      ...profileHandlers.ownProfile(member),
      ...profileHandlers.twoFactor(),
      profileHandlers.emailChange({ onRequest: (body) => sent.push(body) }),
    );
    const { user } = await renderProfile('fr');

    const form = await screen.findByRole('form', { name: 'Adresse e-mail' });
    await user.type(within(form).getByLabelText(/^Nouvelle adresse e-mail/), 'taken@example.ch');
    await user.type(within(form).getByLabelText(/^Mot de passe actuel/), TEST_CURRENT_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Envoyer le lien de confirmation' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Cette adresse e-mail est déjà utilisée par un autre compte.',
    );
    expect(sent[0]?.language).toBe('fr');
  });
});
